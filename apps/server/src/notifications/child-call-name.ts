/**
 * A child as mail and push name them: nickname, else given name, and never the full name
 * (DESIGN.md §9: the least that lets the family know whom it is about).
 */
export function childCallName(child: { firstName: string; nickname?: string | null }): string {
  return `${child.nickname?.trim() || child.firstName}さん`;
}
