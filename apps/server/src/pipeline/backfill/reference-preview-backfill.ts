import { and, asc, type Database, eq, gt, inArray, isNull, referenceImages } from '@hibi/db';
import { decodableImage } from '@hibi/media';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { largestFaceWidth, storeReferencePreview } from '../references/store-reference-preview.ts';
import { type Backfill, type BackfillLogger, backfillJob } from './backfill-job.ts';

const judgedWithoutPreview = and(
  inArray(referenceImages.status, ['accepted', 'rejected']),
  isNull(referenceImages.previewKey),
);

/** Judged reference photos without a preview, by id after `after`. */
function photosWithoutPreview(db: Database, after: string | null, limit: number) {
  return db
    .select({ id: referenceImages.id })
    .from(referenceImages)
    .where(after ? and(judgedWithoutPreview, gt(referenceImages.id, after)) : judgedWithoutPreview)
    .orderBy(asc(referenceImages.id))
    .limit(limit);
}

/**
 * The preview of a photo judged before previews existed (docs/decisions/0031), without judging
 * it again: its verdict and face stay as they are. Idempotent: the key is the photo's own.
 */
async function addPreview(deps: Pick<PipelineDeps, 'db' | 'storage'>, id: string) {
  const [image] = await deps.db.select().from(referenceImages).where(eq(referenceImages.id, id));
  if (!image || image.previewKey) return;
  const original = await readObject(deps.storage, image.storageKey);
  const decoded = await decodableImage(original).catch(() => original);
  const faceWidth = largestFaceWidth(image.detectedFaces);
  const previewKey = await storeReferencePreview(deps.storage, image.storageKey, decoded, faceWidth);
  if (!previewKey) throw new Error('the photo could not be read as an image');
  const updated = await deps.db
    .update(referenceImages)
    .set({ previewKey })
    .where(and(eq(referenceImages.id, id), isNull(referenceImages.previewKey)))
    .returning({ id: referenceImages.id });
  if (updated.length > 0) return;
  // Removed meanwhile: nothing else would delete the preview just stored (a re-check stored the same key).
  const [still] = await deps.db
    .select({ id: referenceImages.id })
    .from(referenceImages)
    .where(eq(referenceImages.id, id));
  if (!still) await deps.storage.delete(previewKey);
}

/** Reference photos judged before previews existed get theirs, without being judged again. */
export function referencePreviewBackfill(deps: Pick<PipelineDeps, 'db' | 'storage'>): Backfill {
  return {
    name: 'reference-preview-backfill',
    missing: (after, limit) => photosWithoutPreview(deps.db, after, limit),
    fix: (id) => addPreview(deps, id),
    failure: 'reference photo preview not made',
  };
}

export function referencePreviewBackfillJob(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  runner: JobRunner,
  logger: BackfillLogger,
  batchSize = 50,
) {
  return backfillJob(referencePreviewBackfill(deps), runner, logger, batchSize);
}
