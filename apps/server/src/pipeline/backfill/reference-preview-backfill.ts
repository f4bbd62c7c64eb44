import { and, asc, type Database, eq, gt, inArray, isNull, referenceImages } from '@hibi/db';
import { decodableImage } from '@hibi/media';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { largestFaceWidth, storeReferencePreview } from '../references/store-reference-preview.ts';
import { backfillJob, startBackfill } from './backfill-job.ts';

type Logger = { error(details: object, message: string): void };

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
  await deps.db
    .update(referenceImages)
    .set({ previewKey })
    .where(and(eq(referenceImages.id, id), isNull(referenceImages.previewKey)));
  // Removed meanwhile: nothing else would delete the preview just stored.
  const [still] = await deps.db
    .select({ id: referenceImages.id })
    .from(referenceImages)
    .where(eq(referenceImages.id, id));
  if (!still) await deps.storage.delete(previewKey);
}

function referencePreviewBackfill(deps: Pick<PipelineDeps, 'db' | 'storage'>) {
  return {
    name: 'reference-preview-backfill',
    missing: (after: string | null, limit: number) => photosWithoutPreview(deps.db, after, limit),
    fix: (id: string) => addPreview(deps, id),
    failure: 'reference photo preview not made',
  };
}

export function referencePreviewBackfillJob(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  runner: JobRunner,
  logger: Logger,
  batchSize = 50,
) {
  return backfillJob(referencePreviewBackfill(deps), runner, logger, batchSize);
}

/** Worked and enqueued at start while any judged reference photo lacks its preview. */
export async function startReferencePreviewBackfill(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  runner: JobRunner,
  logger: Logger,
) {
  const job = referencePreviewBackfillJob(deps, runner, logger);
  await runner.work([job]);
  await startBackfill(referencePreviewBackfill(deps), runner, job);
}
