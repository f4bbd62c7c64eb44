import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderSlideshow } from '@hibi/media';
import { readObject } from '../../storage/object-storage.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { MOVIE_MIN_PHOTOS } from './choose-movie-media.ts';
import { type MovieChild, movieCollectionRepository } from './movie-collections.repository.ts';

/** Changed when a movie made from the same photos comes out otherwise: 2 has music (decision 0083). */
const RENDERING = 2;

/**
 * The movie's key names its frames' files and the way it was made, so a movie made again without
 * a returned photo, or with a face blurred since (decision 0077), gets a new URL and no browser
 * cache can show the old one; nor is a silent movie of before reused for the same photos.
 */
export function movieKeyOf(collectionId: string, frameKeys: string[]): string {
  const version = createHash('sha256')
    .update(`${RENDERING}:${frameKeys.join(',')}`)
    .digest('hex')
    .slice(0, 16);
  return `movies/${collectionId}/${version}.mp4`;
}

/**
 * Renders the collection's MP4 slideshow from the previews of the media still on the family's
 * timeline and stores it; with too few of them left, the collection keeps no video. Answers the
 * video's key, or null.
 */
export async function renderPhotoMovie(
  deps: Pick<PipelineDeps, 'db' | 'storage'>,
  collectionId: string,
  child: MovieChild,
): Promise<string | null> {
  const collections = movieCollectionRepository(deps.db);
  const frames = (await collections.frameKeys(collectionId, child)).filter(
    (frame): frame is { mediaId: string; previewKey: string } => frame.previewKey !== null,
  );
  const replace = async (videoKey: string | null) => {
    const replaced = await collections.setVideo(collectionId, videoKey);
    if (replaced) await deps.storage.delete(replaced);
    return videoKey;
  };
  if (frames.length < MOVIE_MIN_PHOTOS) return replace(null);
  const key = movieKeyOf(
    collectionId,
    frames.map((frame) => frame.previewKey),
  );
  if (!(await deps.storage.exists(key))) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-movie-'));
    try {
      const output = path.join(dir, 'movie.mp4');
      const photos = await Promise.all(frames.map((frame) => readObject(deps.storage, frame.previewKey)));
      await renderSlideshow(photos, output);
      await deps.storage.put(key, await readFile(output), 'video/mp4');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return replace(key);
}
