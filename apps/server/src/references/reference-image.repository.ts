import {
  and,
  asc,
  children,
  desc,
  type Executor,
  eq,
  inArray,
  lt,
  type ReferenceImageStatus,
  referenceImages,
  type SQL,
} from '@hibi/db';

/** Not judged yet: a ticket was issued (pending) or the guardian chose the photo (uploaded). */
const open = inArray(referenceImages.status, ['pending', 'uploaded']);
/** What a guardian has sent: waiting for the face check or judged; unused tickets are not shown. */
const sent = inArray(referenceImages.status, ['uploaded', 'accepted', 'rejected']);

/** The child's reference photos: sign-up's and those added later from マイページ. */
export function referenceImageRepository(db: Executor) {
  /** The child's photos that also meet `where`. */
  const ofChild = (childId: string, ...where: SQL[]) =>
    db
      .select()
      .from(referenceImages)
      .where(and(eq(referenceImages.childId, childId), ...where));

  return {
    async insertPending(rows: { id: string; childId: string; storageKey: string }[]) {
      await db.insert(referenceImages).values(rows);
    },
    async listOpen(childId: string) {
      return ofChild(childId, open).orderBy(asc(referenceImages.createdAt), asc(referenceImages.id));
    },
    /** Tickets issued before `before` and never registered: their upload window has closed. */
    async listPendingBefore(childId: string, before: Date) {
      return ofChild(childId, eq(referenceImages.status, 'pending'), lt(referenceImages.createdAt, before));
    },
    /** The photos the guardian sent, newest first. */
    async listSent(childId: string) {
      return ofChild(childId, sent).orderBy(desc(referenceImages.createdAt), desc(referenceImages.id));
    },
    /** Every photo of the child, in any state: what a child's removal leaves in storage. */
    async listAll(childId: string) {
      return ofChild(childId);
    },
    async findOfChild(childId: string, id: string) {
      const [row] = await ofChild(childId, eq(referenceImages.id, id));
      return row;
    },
    /** One photo with the guardian who enrolled its child; undefined when there is none. */
    async findWithEnroller(id: string) {
      const [row] = await db
        .select({ image: referenceImages, enrolledBy: children.guardianId })
        .from(referenceImages)
        .innerJoin(children, eq(children.id, referenceImages.childId))
        .where(eq(referenceImages.id, id));
      return row;
    },
    /** How many of the child's photos are in these states. */
    async countOf(childId: string, statuses: ReferenceImageStatus[]) {
      return db.$count(
        referenceImages,
        and(eq(referenceImages.childId, childId), inArray(referenceImages.status, statuses)),
      );
    },
    /** Serialises changes to one child's references (the cap, the last accepted photo). */
    async lockChild(childId: string) {
      await db.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update');
    },
    /** Marks open photos as the child's references; answers how many were still open. */
    async markUploaded(childId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const updated = await db
        .update(referenceImages)
        .set({ status: 'uploaded' })
        .where(and(eq(referenceImages.childId, childId), inArray(referenceImages.id, [...ids]), open))
        .returning({ id: referenceImages.id });
      return updated.length;
    },
    /** Deletes the rows; their faces go with them (ON DELETE CASCADE). */
    async deleteByIds(ids: readonly string[]) {
      if (ids.length > 0) await db.delete(referenceImages).where(inArray(referenceImages.id, [...ids]));
    },
  };
}
