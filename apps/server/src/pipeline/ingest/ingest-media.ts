import {
  contentHash,
  decodablePhoto,
  makeImageDerivatives,
  perceptualHashOf,
  readShootingTime,
  thumbHashOf,
} from '@hibi/media';
import { derivativeKeyOf, fullKeyOf } from '../../storage/media-keys.ts';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { dropIfDuplicate } from './drop-duplicate.ts';
import { faceRows } from './face-rows.ts';
import { ingestRepository } from './ingest.repository.ts';
import { type IngestOutcome, markFailed, markReady } from './ingest-outcome.ts';
import { ingestVideo } from './ingest-video.ts';
import { ingestFailed, originalMissing, unreadableImage } from './media-failure.ts';

/**
 * One stored original becomes a ready photo (videos: see ingestVideo): shooting time, derivatives without metadata,
 * placeholder, perceptual hash and faces. Idempotent: a retry overwrites what a failed try left
 * (same keys, faces replaced in one transaction), and a ready media is left alone. An error is
 * thrown for the job to try again; on the `finalTry` (the default outside the queue) the media is
 * first marked failed, so staff see it with a reason instead of 処理中 for good.
 */
export async function ingestMedia(
  deps: PipelineDeps,
  mediaId: string,
  { finalTry = true }: { finalTry?: boolean } = {},
): Promise<IngestOutcome> {
  try {
    return await ingestOnce(deps, mediaId);
  } catch (error) {
    // The error, not one of marking, is what the failed job keeps for operators.
    if (finalTry) await markFailedAfterError(deps, mediaId).catch(() => undefined);
    throw error;
  }
}

/**
 * Only a media still processing: a ready one, or one failed with its own reason, stays so. Also
 * the ingest job's onDead: a last try that timed out or whose worker died never reached the catch.
 */
export async function markFailedAfterError(deps: Pick<PipelineDeps, 'db'>, mediaId: string) {
  const item = await ingestRepository(deps.db).find(mediaId);
  if (item?.status === 'processing') await markFailed(deps.db, mediaId, ingestFailed[item.kind]);
}

async function ingestOnce(deps: PipelineDeps, mediaId: string): Promise<IngestOutcome> {
  const { db, storage } = deps;
  const item = await ingestRepository(db).find(mediaId);
  if (!item) return 'gone';
  if (item.status === 'ready') return 'already-done';
  if (!(await storage.exists(item.originalKey))) return markFailed(db, mediaId, originalMissing);
  if (item.kind === 'video') return ingestVideo(deps, item);
  const original = await readObject(storage, item.originalKey);

  // Before the decode: a re-uploaded copy costs a hash, not its derivatives.
  if (await dropIfDuplicate(deps, item, contentHash(original))) return 'duplicate';
  let derivatives: Awaited<ReturnType<typeof makeImageDerivatives>>;
  try {
    const { image, working } = await decodablePhoto(original);
    derivatives = await makeImageDerivatives(image, working);
  } catch {
    return markFailed(db, mediaId, unreadableImage);
  }

  // The photo was decoded once, for the derivatives: placeholder, hash and faces read those pixels.
  const { working } = derivatives;
  const [shootingAt, placeholder, perceptualHash, found] = await Promise.all([
    readShootingTime(original, item.uploadedAt),
    thumbHashOf(working),
    perceptualHashOf(working),
    deps.faces.detect({ ...working, originalWidth: derivatives.width, originalHeight: derivatives.height }),
  ]);
  const thumbnailKey = derivativeKeyOf(item.facilityId, mediaId, 'thumbnail');
  const mediumKey = derivativeKeyOf(item.facilityId, mediaId, 'medium');
  const previewKey = derivativeKeyOf(item.facilityId, mediaId, 'preview');
  const fullKey = fullKeyOf(item.facilityId, mediaId);
  await storage.put(thumbnailKey, derivatives.thumbnail, 'image/webp');
  await storage.put(mediumKey, derivatives.medium, 'image/webp');
  await storage.put(previewKey, derivatives.preview, 'image/webp');
  await storage.put(fullKey, derivatives.full, 'image/jpeg');

  return markReady(db, mediaId, faceRows(mediaId, found, deps.faces.embeddingModel), {
    width: derivatives.width,
    height: derivatives.height,
    shootingAt,
    placeholder,
    perceptualHash,
    thumbnailKey,
    mediumKey,
    previewKey,
    fullKey,
  });
}
