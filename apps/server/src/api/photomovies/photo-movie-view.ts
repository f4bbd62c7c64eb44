// What the photo movies' two calls share (specification §3 fields; DESIGN.md §3 publishing and viewing).
import type { PhotoMovie } from '@hibi/contract';
import { photoMoviesAllowed } from '@hibi/domain';
import { type ChildAccess, childAccess } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { type MediaUrls, mediaUrls } from '../../media-urls/media-urls.ts';
import { mediaViewer } from '../../media-urls/media-viewer.ts';
import { photoMovieRepository } from '../../repositories/photo-movie.repository.ts';

export const forMembersOnly = 'フォトムービーは無料体験中または有料会員の方がご覧いただけます。';
export const notFound = 'フォトムービーが見つかりませんでした。';

export type CollectionRow = Awaited<
  ReturnType<ReturnType<typeof photoMovieRepository>['listPublished']>
>[number];
type MediaRow = Awaited<ReturnType<ReturnType<typeof photoMovieRepository>['visibleMedia']>>[number];

/** The child as the guardian may see it, if the plan includes photo movies (free members: 403). */
export async function allowedChild(
  context: AppContext,
  guardianId: string,
  childId: string,
): Promise<ChildAccess> {
  const access = await childAccess(context)(guardianId, childId);
  if (!photoMoviesAllowed(access.subscriptionType)) throw new AppError('forbidden', forMembersOnly);
  return access;
}

/** The collections with their visible media and signed URLs, in the specification's shape. */
export async function presentMovies(
  context: AppContext,
  access: ChildAccess,
  rows: CollectionRow[],
): Promise<PhotoMovie[]> {
  if (!access.seesMedia) return [];
  const items = await photoMovieRepository(context.database.db).visibleMedia(
    rows.map((row) => row.id),
    access,
  );
  // The movie's own file is the family's as long as the movie is; its photos only while each is.
  const movieUrls = mediaUrls(context.storage, context.now());
  const urls = mediaUrls(context.storage, context.now(), mediaViewer(access));
  return Promise.all(
    rows.map(async (row) => {
      const own = items.filter((item) => item.collectionId === row.id);
      return {
        collection_id: row.id,
        datefrom: row.dateFrom,
        dateto: row.dateTo,
        is_active: row.isActive,
        is_published: row.isPublished,
        is_viewed: row.isViewed,
        thumbnail_url: await coverUrl(row, own, urls),
        video_url: row.videoKey ? await movieUrls.url(row.videoKey) : null,
        collection_media: await Promise.all(
          own.map(async (item) => ({
            media_id: item.mediaId,
            media_datetime: item.shootingAt.toISOString(),
            image_url: await urls.previewUrl(item),
            is_active: item.isActive,
          })),
        ),
      };
    }),
  );
}

/**
 * The cover is the stored thumbnail only while its media is still the family's to see; a revoked
 * (wrongly matched) photo must not stay on the cover. Otherwise the first visible media's.
 */
function coverUrl(row: CollectionRow, items: MediaRow[], urls: MediaUrls) {
  const cover = items.find((item) => item.thumbnailKey === row.thumbnailKey) ?? items[0];
  return cover ? urls.thumbnailUrl(cover) : null;
}
