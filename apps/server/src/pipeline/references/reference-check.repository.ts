import {
  and,
  type Executor,
  eq,
  faces,
  type NewFace,
  type NewReferenceImage,
  referenceImages,
} from '@hibi/db';

/** What a face check found in a photo, as operators and the family's screen see it. */
type Findings = Pick<NewReferenceImage, 'faceCount' | 'detectedFaces' | 'rejectionReason'>;

/** The face checks' reads and writes of a reference photo (the early one and the full one). */
export function referenceCheckRepository(db: Executor) {
  return {
    /** The photo's row in any state; undefined when it was removed. */
    async find(referenceImageId: string) {
      const [image] = await db.select().from(referenceImages).where(eq(referenceImages.id, referenceImageId));
      return image;
    },

    /** Locks the photo's row until the transaction ends; false when it was removed meanwhile. */
    async lock(referenceImageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: referenceImages.id })
        .from(referenceImages)
        .where(eq(referenceImages.id, referenceImageId))
        .for('update');
      return row !== undefined;
    },

    /** The photo's faces become these (none for a photo refused). */
    async replaceFaces(referenceImageId: string, rows: NewFace[]) {
      await db.delete(faces).where(eq(faces.referenceImageId, referenceImageId));
      if (rows.length > 0) await db.insert(faces).values(rows);
    },

    /** The full check's verdict, with the preview shown instead of the original. */
    async recordVerdict(
      referenceImageId: string,
      verdict: Findings & Pick<NewReferenceImage, 'status' | 'previewKey'>,
    ) {
      await db.update(referenceImages).set(verdict).where(eq(referenceImages.id, referenceImageId));
    },

    /**
     * The early check's findings, in one statement: written only while the photo is still not sent
     * (pending), so a photo sent or removed meanwhile is left alone.
     */
    async recordPrecheck(referenceImageId: string, findings: Findings) {
      await db
        .update(referenceImages)
        .set(findings)
        .where(and(eq(referenceImages.id, referenceImageId), eq(referenceImages.status, 'pending')));
    },
  };
}
