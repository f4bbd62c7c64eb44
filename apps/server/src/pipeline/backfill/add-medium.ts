import { and, asc, type Database, eq, gt, isNull, media } from '@hibi/db';
import { makeMediumDerivative } from '@hibi/media';
import { derivativeKeyOf } from '../../storage/media-keys.ts';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';

const missingMedium = and(eq(media.status, 'ready'), isNull(media.mediumKey));

/** Ready media without a medium tile image, by id after `after` (media_without_medium_idx). */
export function mediaWithoutMedium(db: Database, after: string | null, limit: number) {
  return db
    .select({ id: media.id })
    .from(media)
    .where(after ? and(missingMedium, gt(media.id, after)) : missingMedium)
    .orderBy(asc(media.id))
    .limit(limit);
}

/**
 * Makes the 640 px tile image of a media stored before it existed. Its source is already upright
 * and without metadata: the full-size photo, else the preview (a video's poster). Idempotent: a
 * media that has one, or is not ready, is left alone.
 */
export async function addMedium(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  mediaId: string,
): Promise<'added' | 'already-done' | 'no-source'> {
  const [item] = await deps.db.select().from(media).where(eq(media.id, mediaId));
  if (item?.status !== 'ready' || item.mediumKey) return 'already-done';
  const source = item.fullKey ?? item.previewKey;
  if (!source || !(await deps.storage.exists(source))) return 'no-source';
  const mediumKey = derivativeKeyOf(item.facilityId, item.id, 'medium');
  await deps.storage.put(
    mediumKey,
    await makeMediumDerivative(await readObject(deps.storage, source)),
    'image/webp',
  );
  await deps.db
    .update(media)
    .set({ mediumKey })
    .where(and(eq(media.id, item.id), isNull(media.mediumKey)));
  return 'added';
}
