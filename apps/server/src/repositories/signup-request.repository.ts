import { asc, children, desc, type Executor, eq, facilities, guardians, referenceImages } from '@hibi/db';
import { facilityOfChild } from './joins.ts';

/**
 * A guardian's sign-up request as a whole: their child and its reference photos. Shared by the
 * sign-up API (what the guardian reads) and the pipeline (rejecting a request without usable photos).
 */
export function signupRequestRepository(db: Executor) {
  return {
    /** Inside a transaction: the guardian of the child, locked like every sign-up step locks it. */
    async guardianOfChildForUpdate(childId: string) {
      const [row] = await db
        .select({ guardian: guardians })
        .from(guardians)
        .innerJoin(children, eq(children.guardianId, guardians.id))
        .where(eq(children.id, childId))
        .for('update', { of: guardians });
      return row?.guardian;
    },
    /** The child's reference photos: as issued (oldest first), or the latest judged first. */
    async referencesOf(childId: string, order: 'as-issued' | 'latest-first') {
      const sorted =
        order === 'as-issued'
          ? [asc(referenceImages.createdAt), asc(referenceImages.id)]
          : [desc(referenceImages.updatedAt), desc(referenceImages.createdAt)];
      return db
        .select({
          id: referenceImages.id,
          status: referenceImages.status,
          reason: referenceImages.rejectionReason,
          previewKey: referenceImages.previewKey,
        })
        .from(referenceImages)
        .where(eq(referenceImages.childId, childId))
        .orderBy(...sorted);
    },
    /** The guardian's primary child (the one sign-up creates) with its facility's name. */
    async childWithFacility(guardianId: string) {
      const [row] = await db
        .select({ child: children, facilityName: facilities.name })
        .from(children)
        .innerJoin(facilities, facilityOfChild)
        .where(eq(children.guardianId, guardianId))
        .orderBy(asc(children.position), asc(children.createdAt))
        .limit(1);
      return row;
    },
  };
}
