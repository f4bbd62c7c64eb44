import { makeMediumDerivative } from '@hibi/media';
import { derivativeKeyOf } from '../../storage/media-keys.ts';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { mediumBackfillRepository } from './medium-backfill.repository.ts';

/**
 * Makes the 640 px tile image of a media stored before it existed. Its source is already upright
 * and without metadata: the full-size photo, else the preview (a video's poster). Idempotent: a
 * media that has one, or is not ready, is left alone.
 */
export async function addMedium(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  mediaId: string,
): Promise<'added' | 'already-done' | 'no-source'> {
  const repository = mediumBackfillRepository(deps.db);
  const item = await repository.find(mediaId);
  if (item?.status !== 'ready' || item.mediumKey) return 'already-done';
  const source = item.fullKey ?? item.previewKey;
  if (!source || !(await deps.storage.exists(source))) return 'no-source';
  const mediumKey = derivativeKeyOf(item.facilityId, item.id, 'medium');
  await deps.storage.put(
    mediumKey,
    await makeMediumDerivative(await readObject(deps.storage, source)),
    'image/webp',
  );
  await repository.setMedium(item.id, mediumKey);
  return 'added';
}
