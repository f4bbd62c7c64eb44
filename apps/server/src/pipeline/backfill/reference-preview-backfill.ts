import { decodableImage } from '@hibi/media';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { referenceCheckRepository } from '../references/reference-check.repository.ts';
import { largestFaceWidth, storeReferencePreview } from '../references/store-reference-preview.ts';
import type { Backfill } from './backfill-job.ts';
import { referencePreviewBackfillRepository } from './reference-preview-backfill.repository.ts';

/**
 * The preview of a photo judged before previews existed (docs/decisions/0031), without judging
 * it again: its verdict and face stay as they are. Idempotent: the key is the photo's own.
 */
async function addPreview(deps: Pick<PipelineDeps, 'db' | 'storage'>, id: string) {
  const image = await referenceCheckRepository(deps.db).find(id);
  if (!image || image.previewKey) return;
  const original = await readObject(deps.storage, image.storageKey);
  const decoded = await decodableImage(original).catch(() => original);
  const faceWidth = largestFaceWidth(image.detectedFaces);
  const previewKey = await storeReferencePreview(deps.storage, image.storageKey, decoded, faceWidth);
  if (!previewKey) throw new Error('the photo could not be read as an image');
  const photos = referencePreviewBackfillRepository(deps.db);
  if (await photos.setPreview(id, previewKey)) return;
  // Removed meanwhile: nothing else would delete the preview just stored (a re-check stored the same key).
  if (!(await photos.exists(id))) await deps.storage.delete(previewKey);
}

/** Reference photos judged before previews existed get theirs, without being judged again. */
export function referencePreviewBackfill(deps: Pick<PipelineDeps, 'db' | 'storage'>): Backfill {
  return {
    name: 'reference-preview-backfill',
    missing: (after, limit) => referencePreviewBackfillRepository(deps.db).withoutPreview(after, limit),
    fix: (id) => addPreview(deps, id),
    failure: 'reference photo preview not made',
  };
}
