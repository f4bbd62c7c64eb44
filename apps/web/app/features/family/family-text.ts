import type { FamilyMember } from '@hibi/contract';
import { displayDate, familyRoleNames, tokyoDate } from '@hibi/domain';

export { familyRoleNames };

/** YYYY/MM/DD in Tokyo (§9) of an instant the API answers. */
export const dayOf = (instant: string) => displayDate(tokyoDate(new Date(instant)));

/** Last name then first (§3); a 家族 who gave no name is known by their address. */
export const memberName = (member: FamilyMember) =>
  member.lastName && member.firstName ? `${member.lastName} ${member.firstName}` : member.email;
