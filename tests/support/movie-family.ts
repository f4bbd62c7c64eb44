import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { collectionMedia, photoMovieCollections } from '@hibi/db';
import { renderSlideshow } from '@hibi/media';
import { deliverMedia } from './deliver-media.ts';
import { createFacility, createGuardian } from './fixtures.ts';
import { plainJpeg } from './images.ts';
import type { TestServer } from './test-server.ts';

/** A real photo movie of three plain photos, 2.4 s with its music, made by the pipeline's renderer. */
async function smallMovie(): Promise<Buffer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hibi-movie-'));
  const file = path.join(directory, 'movie.mp4');
  const photos = await Promise.all(
    ['#e9c46a', '#8fd694', '#a0c4ff'].map((colour) => plainJpeg(640, 480, colour)),
  );
  await renderSlideshow(photos, file, { secondsPerPhoto: 1, crossfadeSeconds: 0.3, width: 640, height: 360 });
  const bytes = await readFile(file);
  await rm(directory, { recursive: true, force: true });
  return bytes;
}

/** An approved family with one published photo movie of three photos; with `video`, rendered. */
export async function movieFamily(
  server: TestServer,
  options: { type: 'free' | 'trial' | 'premium'; video: boolean },
) {
  const { db } = server.database;
  const facility = await createFacility(db);
  // A trial started yesterday is still running; the others were approved a month ago.
  const approvedAt = new Date(Date.now() - (options.type === 'trial' ? 1 : 30) * 86_400_000);
  const { guardian, child } = await createGuardian(db, {
    facilityId: facility.id,
    subscriptionType: options.type,
    approvedAt,
  });
  const ids = await deliverMedia(
    { db, storage: server.context.storage, facilityId: facility.id, childId: child.id },
    [1, 2, 3].map((day) => ({ shootingAt: new Date(`2026-11-1${day + 5}T01:00:00Z`) })),
  );
  const videoKey = options.video ? `movies/${child.id}/week.mp4` : null;
  if (videoKey) await server.context.storage.put(videoKey, await smallMovie(), 'video/mp4');
  const [movie] = await db
    .insert(photoMovieCollections)
    .values({ childId: child.id, dateFrom: '2026-11-16', dateTo: '2026-11-22', isPublished: true, videoKey })
    .returning();
  if (!movie) throw new Error('no movie');
  await db
    .insert(collectionMedia)
    .values(ids.map((mediaId, position) => ({ collectionId: movie.id, mediaId, position, isActive: true })));
  return { email: guardian.email, guardianId: guardian.id, movieId: movie.id, childId: child.id };
}
