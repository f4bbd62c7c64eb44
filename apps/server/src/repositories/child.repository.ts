import {
  and,
  children,
  classes,
  type Executor,
  eq,
  facilities,
  guardians,
  isNull,
  referenceImages,
  sql,
} from '@hibi/db';
import type { TrialOffer } from '@hibi/domain';
import { childScope } from './columns.ts';
import { isMemberOfChildFamily, ofGuardianFamily } from './family-sql.ts';
import { facilityOfChild } from './joins.ts';

/** A family's children as approval, withdrawal and returns change them. */
export function childRepository(db: Executor) {
  return {
    /** With their guardian's approval, the children they enrolled and not yet approved are approved too. */
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
    /**
     * The children of the guardian's family that nobody else of it still sees: what a withdrawal
     * forgets. Another guardian of the family keeps the children's data.
     */
    async idsLeftByGuardian(guardianId: string): Promise<string[]> {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(
          and(
            ofGuardianFamily(guardianId),
            sql`not exists (select 1 from family_members fm inner join ${guardians} g on g.id = fm.guardian_id
              where fm.family_id = ${children.familyId} and fm.guardian_id <> ${guardianId}
                and g.status <> 'withdrawn')`,
          ),
        );
      return rows.map((row) => row.id);
    },
    /** The child, when it is of this guardian's family and the guardian is approved. */
    async findOfApprovedGuardian(childId: string, guardianId: string) {
      const [row] = await db
        .select({ id: children.id })
        .from(children)
        .innerJoin(guardians, eq(guardians.id, guardianId))
        .where(
          and(eq(children.id, childId), isMemberOfChildFamily(guardianId), eq(guardians.status, 'approved')),
        );
      return row;
    },
    /** A child with its family, facility and approval: what joining its family checks. */
    async findWithFamily(childId: string) {
      const [row] = await db
        .select({
          id: children.id,
          ...childScope,
          approvedAt: children.approvedAt,
        })
        .from(children)
        .where(eq(children.id, childId));
      return row;
    },
    /**
     * The accepted reference photos of one enrollment of a child given to the other (the same
     * child): their faces follow, and more references improve recall. Answers how many moved.
     */
    async moveAcceptedReferences(fromChildId: string, toChildId: string): Promise<number> {
      const moved = await db
        .update(referenceImages)
        .set({ childId: toChildId })
        .where(and(eq(referenceImages.childId, fromChildId), eq(referenceImages.status, 'accepted')))
        .returning({ id: referenceImages.id });
      return moved.length;
    },
    /** Removes a child never approved (its other reference rows go with it). */
    async removeUnapproved(childId: string) {
      await db.delete(children).where(and(eq(children.id, childId), isNull(children.approvedAt)));
    },
    /** The free-trial offer of the facility of one of the children of the guardian's family. */
    async trialOfferOfGuardian(guardianId: string): Promise<TrialOffer | undefined> {
      const [row] = await db
        .select({ hasFreeTrial: facilities.hasFreeTrial, freeTrialDays: facilities.freeTrialDays })
        .from(children)
        .innerJoin(facilities, facilityOfChild)
        .where(ofGuardianFamily(guardianId))
        .limit(1);
      return row;
    },
  };
}
