import { and, asc, type Executor, eq, gt, inArray, isNull, referenceImages } from '@hibi/db';

const judgedWithoutPreview = and(
  inArray(referenceImages.status, ['accepted', 'rejected']),
  isNull(referenceImages.previewKey),
);

/** The reference preview backfill's reads and its one write (docs/decisions/0031). */
export function referencePreviewBackfillRepository(db: Executor) {
  return {
    /** Judged reference photos without a preview, by id after `after`. */
    withoutPreview(after: string | null, limit: number) {
      return db
        .select({ id: referenceImages.id })
        .from(referenceImages)
        .where(after ? and(judgedWithoutPreview, gt(referenceImages.id, after)) : judgedWithoutPreview)
        .orderBy(asc(referenceImages.id))
        .limit(limit);
    },

    /** Sets the photo's preview unless it has one; false when no row was changed (removed, or done). */
    async setPreview(referenceImageId: string, previewKey: string): Promise<boolean> {
      const updated = await db
        .update(referenceImages)
        .set({ previewKey })
        .where(and(eq(referenceImages.id, referenceImageId), isNull(referenceImages.previewKey)))
        .returning({ id: referenceImages.id });
      return updated.length > 0;
    },

    /** Whether the photo's row is still there. */
    async exists(referenceImageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: referenceImages.id })
        .from(referenceImages)
        .where(eq(referenceImages.id, referenceImageId));
      return row !== undefined;
    },
  };
}
