import type { StaffAccount } from '@hibi/db';
import { facilityScopeOf } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { showChange } from '../../../deliveries/show-change.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { mediaMoviesRepository } from '../../../repositories/media-movies.repository.ts';
import { mediaNotFound } from './day-errors.ts';
import { uploadedMediaRepository } from './uploaded-media.repository.ts';

type Uploads = ReturnType<typeof uploadedMediaRepository>;
export type FoundUpload = NonNullable<Awaited<ReturnType<Uploads['find']>>>;

/** The upload staff change; another facility's is answered as unknown (404), so its ids tell nothing. */
export async function uploadFor(context: AppContext, staff: StaffAccount, mediaId: string) {
  const found = await uploadedMediaRepository(context.database.db).find(mediaId);
  const scope = facilityScopeOf(staff);
  if (!found || (scope !== null && scope !== found.media.facilityId)) throw mediaNotFound();
  return found;
}

/**
 * Staff hiding, showing again or deleting an upload (decision 0085): `apply` in a transaction with
 * its audit entry, the movies' videos detached first when `detach`; then the movies that showed it
 * are made again and its days' selections chosen again, by the one visibility rule.
 */
export async function changeUpload<Result>(
  context: AppContext,
  staff: StaffAccount,
  found: FoundUpload,
  change: { action: string; detach: boolean; apply: (uploads: Uploads) => Promise<Result> },
): Promise<Result> {
  const { db } = context.database;
  const mediaId = found.media.id;
  const childDays = await uploadedMediaRepository(db).childDays(mediaId);
  const { movies, result } = await db.transaction(async (tx) => {
    const showing = await mediaMoviesRepository(tx).showing(mediaId);
    if (change.detach) await mediaMoviesRepository(tx).detachVideos(showing.map((movie) => movie.id));
    const applied = await change.apply(uploadedMediaRepository(tx));
    await auditLogRepository(tx).byStaff(staff.id, change.action, ['media', mediaId], {
      name: found.media.originalName,
      facilityId: found.media.facilityId,
    });
    return { movies: showing, result: applied };
  });
  await showChange(context, { movies, detached: change.detach, childDays });
  return result;
}
