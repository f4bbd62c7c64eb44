import { asc, children, classes, type Executor, eq, facilities, familyMembers, guardians } from '@hibi/db';

/** A family as the console shows it: its children with class and facility, and its members. */
export function adminFamilyRepository(db: Executor) {
  return {
    async childrenOf(familyId: string) {
      return db
        .select({
          childId: children.id,
          lastName: children.lastName,
          firstName: children.firstName,
          birthday: children.birthday,
          className: classes.name,
          facilityId: children.facilityId,
          facilityName: facilities.name,
          approvedAt: children.approvedAt,
          faceProtectedAt: children.faceProtectedAt,
          leavesOn: children.leavesOn,
          leavingReason: children.leavingReason,
        })
        .from(children)
        .innerJoin(facilities, eq(facilities.id, children.facilityId))
        .leftJoin(classes, eq(classes.id, children.classId))
        .where(eq(children.familyId, familyId))
        .orderBy(asc(children.position), asc(children.createdAt));
    },
    async membersOf(familyId: string) {
      return db
        .select({
          guardianId: guardians.id,
          lastName: guardians.lastName,
          firstName: guardians.firstName,
          email: guardians.email,
          role: familyMembers.role,
          status: guardians.status,
        })
        .from(familyMembers)
        .innerJoin(guardians, eq(guardians.id, familyMembers.guardianId))
        .where(eq(familyMembers.familyId, familyId))
        .orderBy(asc(familyMembers.createdAt), asc(familyMembers.guardianId));
    },
  };
}
