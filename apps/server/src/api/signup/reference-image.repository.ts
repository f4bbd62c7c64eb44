import { and, asc, type Executor, eq, inArray, referenceImages } from '@hibi/db';

/** Not judged yet: a ticket was issued (pending) or the guardian chose the photo (uploaded). */
const open = inArray(referenceImages.status, ['pending', 'uploaded']);

/** The child's reference photos while the guardian is signing up. */
export function referenceImageRepository(db: Executor) {
  return {
    async insertPending(rows: { id: string; childId: string; storageKey: string }[]) {
      await db.insert(referenceImages).values(rows);
    },
    async listOpen(childId: string) {
      return db
        .select()
        .from(referenceImages)
        .where(and(eq(referenceImages.childId, childId), open))
        .orderBy(asc(referenceImages.createdAt), asc(referenceImages.id));
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
    async deleteByIds(ids: readonly string[]) {
      if (ids.length > 0) await db.delete(referenceImages).where(inArray(referenceImages.id, [...ids]));
    },
  };
}
