/**
 * The plan of a family with several children (decision 0044): one monthly price, the primary
 * child's facility's unit price (§3's Group.subscriptionUnitPrice, on the one subscription record
 * §3 gives); each brother or sister approved after is included at no charge. Children waiting for
 * approval are not on the bill.
 */
export type PricedChild = { childId: string; lastName: string; firstName: string; approvedAt: string | null };

export type FamilyPriceLine = { childId: string; name: string; amount: number; included: boolean };

export function familyPriceLines(
  children: readonly PricedChild[],
  unitPrice: number,
): { lines: FamilyPriceLine[]; total: number } {
  const approved = children.filter((child) => child.approvedAt !== null);
  // A family still waiting for its first approval is priced on its first child.
  const billed = approved.length > 0 ? approved : children.slice(0, 1);
  const lines = billed.map((child, index) => ({
    childId: child.childId,
    name: `${child.lastName} ${child.firstName}`,
    amount: index === 0 ? unitPrice : 0,
    included: index > 0,
  }));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
