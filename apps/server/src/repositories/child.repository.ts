import { and, children, classes, type Executor, eq, facilities, guardians, isNull } from '@hibi/db';
import type { TrialOffer } from '@hibi/domain';

/** A guardian's children as approval, withdrawal and returns change them. */
export function childRepository(db: Executor) {
  return {
    /** With their guardian's approval, children not yet approved are approved too. */
    async approveOfGuardian(guardianId: string, approvedAt: Date) {
      await db
        .update(children)
        .set({ approvedAt })
        .where(and(eq(children.guardianId, guardianId), isNull(children.approvedAt)));
    },
    /** Puts the child in a class of its own facility; false when the class is not one of them. */
    async placeInClass(childId: string, facilityId: string, classId: string): Promise<boolean> {
      const [found] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.facilityId, facilityId)));
      if (!found) return false;
      await db.update(children).set({ classId }).where(eq(children.id, childId));
      return true;
    },
    async idsOfGuardian(guardianId: string): Promise<string[]> {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(eq(children.guardianId, guardianId));
      return rows.map((row) => row.id);
    },
    /** The child, when it is this guardian's and the guardian is approved. */
    async findOfApprovedGuardian(childId: string, guardianId: string) {
      const [row] = await db
        .select({ id: children.id })
        .from(children)
        .innerJoin(guardians, eq(guardians.id, children.guardianId))
        .where(
          and(
            eq(children.id, childId),
            eq(children.guardianId, guardianId),
            eq(guardians.status, 'approved'),
          ),
        );
      return row;
    },
    /** The free-trial offer of the facility of one of the guardian's children. */
    async trialOfferOfGuardian(guardianId: string): Promise<TrialOffer | undefined> {
      const [row] = await db
        .select({ hasFreeTrial: facilities.hasFreeTrial, freeTrialDays: facilities.freeTrialDays })
        .from(children)
        .innerJoin(facilities, eq(facilities.id, children.facilityId))
        .where(eq(children.guardianId, guardianId))
        .limit(1);
      return row;
    },
  };
}
