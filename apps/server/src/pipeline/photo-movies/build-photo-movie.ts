import type { PipelineDeps } from '../pipeline-deps.ts';
import { chooseMovieMedia, coverOf } from './choose-movie-media.ts';
import {
  type MovieChild,
  type MovieWeek,
  movieCollectionRepository,
} from './movie-collections.repository.ts';
import { renderPhotoMovie } from './render-photo-movie.ts';

export type BuildOutcome = { collectionId: string | null; published: boolean };

/**
 * A child's movie of one week: the week's best photos chosen, rendered as an MP4 slideshow, then
 * published. Idempotent: a published collection is not chosen again (a retry only renders what is
 * missing), and publishing happens once, after the video exists.
 */
export async function buildPhotoMovie(
  deps: Pick<PipelineDeps, 'db' | 'storage' | 'now'>,
  child: MovieChild,
  week: MovieWeek,
): Promise<BuildOutcome> {
  const collections = movieCollectionRepository(deps.db);
  const existing = await collections.findCollection(child.childId, week.dateFrom);
  const collectionId = existing?.isPublished ? existing.id : await chooseWeek(deps, child, week);
  if (!collectionId) return { collectionId: null, published: false };
  if (!(existing?.isPublished && existing.videoKey)) {
    const videoKey = await renderPhotoMovie(deps, collectionId, child);
    if (!videoKey) return { collectionId, published: false };
  }
  await collections.publish(collectionId, deps.now());
  return { collectionId, published: true };
}

/** Fills the week's collection with its best photos; null when the week makes no movie. */
async function chooseWeek(deps: Pick<PipelineDeps, 'db'>, child: MovieChild, week: MovieWeek) {
  const collections = movieCollectionRepository(deps.db);
  const chosen = chooseMovieMedia(await collections.weekPhotos(child, week));
  const cover = coverOf(chosen);
  if (!cover) return null;
  return collections.saveCollection(
    child.childId,
    week,
    chosen.map((item) => item.mediaId),
    cover.mediaId,
  );
}
