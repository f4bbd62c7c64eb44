import { and, children, type Database, eq, isNotNull, referenceImages } from '@hibi/db';
import { hasApprovedMember } from '../../repositories/family-sql.ts';

/** Only an approved child of a family with an approved guardian may receive a photo (as childFacesOf). */
const approved = and(isNotNull(children.approvedAt), hasApprovedMember);

/** The facility of the child when approved; undefined otherwise. */
export async function approvedChildFacility(db: Database, childId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ facilityId: children.facilityId })
    .from(children)
    .where(and(eq(children.id, childId), approved));
  return row?.facilityId;
}

/**
 * The child of a reference when approved: a reference added from マイページ. A sign-up reference
 * (child not approved yet) is not: its child receives nothing until approval.
 */
export async function approvedChildOfReference(db: Database, referenceImageId: string) {
  const [row] = await db
    .select({ childId: children.id })
    .from(referenceImages)
    .innerJoin(children, eq(children.id, referenceImages.childId))
    .where(and(eq(referenceImages.id, referenceImageId), approved));
  return row?.childId;
}
