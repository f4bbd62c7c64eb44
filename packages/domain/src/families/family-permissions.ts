// What each role of a family may do (DESIGN.md §3a). Viewing and saving are every member's.

/** 'guardian' = 保護者, 'member' = 家族 (grandparents and others who view and save). */
export type FamilyRole = 'guardian' | 'member';

export type FamilyAction =
  | 'view'
  | 'save'
  | 'returnPhoto'
  | 'notifications'
  | 'leave'
  | 'invite'
  | 'removeMembers'
  | 'managePlan'
  | 'referencePhotos'
  | 'withdrawFamily';

const everyMember: readonly FamilyAction[] = ['view', 'save', 'returnPhoto', 'notifications', 'leave'];
const guardianOnly: readonly FamilyAction[] = [
  'invite',
  'removeMembers',
  'managePlan',
  'referencePhotos',
  'withdrawFamily',
];

export function familyMay(role: FamilyRole, action: FamilyAction): boolean {
  if (everyMember.includes(action)) return true;
  return role === 'guardian' && guardianOnly.includes(action);
}

export const familyRoleNames: Record<FamilyRole, string> = { guardian: '保護者', member: '家族' };
