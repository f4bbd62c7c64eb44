import { and, children, type Database, eq, guardians, isNotNull, referenceImages } from '@hibi/db';

/** Only an approved child of an approved guardian may receive a photo (as childFacesOf). */
const approved = and(isNotNull(children.approvedAt), eq(guardians.status, 'approved'));

/** The facility of the child when approved; undefined otherwise. */
export async function approvedChildFacility(db: Database, childId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ facilityId: children.facilityId })
    .from(children)
    .innerJoin(guardians, eq(guardians.id, children.guardianId))
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
    .innerJoin(guardians, eq(guardians.id, children.guardianId))
    .where(and(eq(referenceImages.id, referenceImageId), approved));
  return row?.childId;
}
