import { eq, referenceImages } from '@hibi/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainJpeg } from '#tests/support/images.ts';
import { useReferenceCheck } from '#tests/support/reference-photos.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { readObject } from '../../storage/object-storage.ts';
import { backfillJob } from './backfill-job.ts';
import { referencePreviewBackfill } from './reference-preview-backfill.ts';

const photos = useReferenceCheck();
const errors: { message: string; details: object }[] = [];
const logger = { error: (details: object, message: string) => errors.push({ message, details }) };

/** A photo judged before previews existed: its verdict set, no preview. */
async function judgedBefore(bytes: Buffer, status: 'accepted' | 'rejected', faceWidth?: number) {
  const id = await photos.add(bytes);
  const { db } = photos.deps();
  const box = { x: 0.4, y: 0.3, width: faceWidth ?? 0, height: faceWidth ?? 0 };
  const detectedFaces = faceWidth ? [{ box, score: 0.9, quality: 0.8 }] : null;
  await db.update(referenceImages).set({ status, detectedFaces }).where(eq(referenceImages.id, id));
  return id;
}

describe('the reference photo preview backfill', () => {
  it('gives judged photos without a preview one, sized for their face, in batches, and leaves the rest alone', async () => {
    // Its face is a fifth of the width: the preview grows so the face keeps 200 px (1000 × 750).
    const accepted = await judgedBefore(await plainJpeg(1600, 1200), 'accepted', 0.2);
    const rejected = await judgedBefore(await plainJpeg(900, 1200), 'rejected');
    const broken = await judgedBefore(Buffer.from('not an image'), 'rejected');
    const waiting = await photos.add(await plainJpeg(800, 600));
    const enqueued: unknown[] = [];
    const runner = { enqueue: async (_job: unknown, data: unknown) => void enqueued.push(data) };
    const job = backfillJob(referencePreviewBackfill(photos.deps()), runner as JobRunner, logger, 2);
    await job.handle({ after: null });
    expect(enqueued).toHaveLength(1);
    await job.handle(enqueued[0] as { after: string });

    for (const [id, size] of [
      [accepted, [1000, 750]],
      [rejected, [480, 640]],
    ] as const) {
      const row = await photos.row(id);
      expect(row?.previewKey).toBe(`${row?.storageKey}.preview.webp`);
      const preview = await sharp(await readObject(photos.deps().storage, row?.previewKey ?? '')).metadata();
      expect([preview.format, preview.width, preview.height]).toEqual(['webp', ...size]);
      expect(row?.status).toBe(id === accepted ? 'accepted' : 'rejected');
    }
    expect((await photos.row(waiting))?.previewKey).toBeNull();
    expect((await photos.row(broken))?.previewKey).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ details: expect.objectContaining({ id: broken }) })]);
  });
});
