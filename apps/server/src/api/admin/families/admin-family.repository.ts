import { asc, children, classes, type Executor, eq, facilities, familyMembers } from '@hibi/db';
import { childInList } from '../../../repositories/columns.ts';
import { familyPeople } from '../../../repositories/family-people.ts';
import { classOfChild, facilityOfChild } from '../../../repositories/joins.ts';

/** A family as the console shows it: its children with class and facility, and its members. */
export function adminFamilyRepository(db: Executor) {
  return {
    async childrenOf(familyId: string) {
      return db
        .select({
          ...childInList,
          facilityId: children.facilityId,
          facilityName: facilities.name,
          approvedAt: children.approvedAt,
          faceProtectedAt: children.faceProtectedAt,
          leavesOn: children.leavesOn,
          leavingReason: children.leavingReason,
        })
        .from(children)
        .innerJoin(facilities, facilityOfChild)
        .leftJoin(classes, classOfChild)
        .where(eq(children.familyId, familyId))
        .orderBy(asc(children.position), asc(children.createdAt));
    },
    async membersOf(familyId: string) {
      const people = await familyPeople(db, eq(familyMembers.familyId, familyId));
      return people.map(({ guardianId, lastName, firstName, email, role, status }) => ({
        guardianId,
        lastName,
        firstName,
        email,
        role,
        status,
      }));
    },
  };
}
