import { randomUUID } from 'node:crypto';
import type { Executor } from '@hibi/db';
import { collectionMedia, deliveries, media, photoMovieCollections } from '@hibi/db/schema';
import { addTokyoDays, tokyoDate, tokyoInstant, tokyoWeek, tokyoWeekday } from '@hibi/domain';
import { derivativeKeyOf, originalKeyOf } from '../pipeline/media-keys.ts';
import { chooseMovieMedia } from '../pipeline/photo-movies/choose-movie-media.ts';
import { PUBLISH_HOUR } from '../pipeline/photo-movies/movie-week.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { demoPhotoJpeg } from './demo-images.ts';

const photosPerDay = 4;
const daysBack = 21;

type DemoPhoto = { id: string; shootingAt: Date };

/** Nursery days of the last three weeks (Sundays off, yesterday always), oldest first. */
export function demoPhotoDays(today: string): string[] {
  const days: string[] = [];
  for (let back = daysBack; back >= 1; back--) {
    const day = addTokyoDays(today, -back);
    if (back === 1 || tokyoWeekday(day) !== 7) days.push(day);
  }
  return days;
}

/**
 * Stores the drawn originals and their media rows as a staff upload leaves them (processing, to be
 * ingested like any upload). A drawing has no EXIF time, so each is "uploaded" when it was taken.
 */
async function uploadDemoPhotos(tx: Executor, storage: ObjectStorage, facilityId: string, days: string[]) {
  const slots = days.flatMap((day) => Array.from({ length: photosPerDay }, (_, slot) => ({ day, slot })));
  const photos: DemoPhoto[] = [];
  for (const [index, { day, slot }] of slots.entries()) {
    const id = randomUUID();
    const originalKey = originalKeyOf(facilityId, id, '.jpg');
    await storage.put(originalKey, await demoPhotoJpeg(index), 'image/jpeg');
    const shootingAt = tokyoInstant(day, 9 + slot * 2, 30 + (index % 3) * 10);
    await tx.insert(media).values({
      id,
      facilityId,
      kind: 'photo',
      originalKey,
      contentSha256: `pending:${id}`,
      shootingAt,
      uploadedAt: shootingAt,
      seeded: true,
    });
    photos.push({ id, shootingAt });
  }
  return photos;
}

type SeedMediaInput = {
  storage: ObjectStorage;
  facilityId: string;
  premiumChildId: string;
  trialChildId: string;
  now: Date;
};

/**
 * Demo media go straight onto the children's timelines (marked `seed`): they show no real faces
 * for the matcher to find. The premium child gets all, the trial child (approved yesterday)
 * yesterday's, and the premium child a published photo movie for each of the last two weeks,
 * chosen by the weekly movie's rule. They show once ingested (ingestSeededMedia).
 */
export async function seedDemoMedia(tx: Executor, input: SeedMediaInput) {
  const today = tokyoDate(input.now);
  const photos = await uploadDemoPhotos(tx, input.storage, input.facilityId, demoPhotoDays(today));
  const yesterday = addTokyoDays(today, -1);
  const deliver = (childId: string, items: DemoPhoto[]) =>
    items.map((photo) => ({
      childId,
      mediaId: photo.id,
      shootingAt: photo.shootingAt,
      source: 'seed' as const,
    }));
  await tx.insert(deliveries).values([
    ...deliver(input.premiumChildId, photos),
    ...deliver(
      input.trialChildId,
      photos.filter((photo) => tokyoDate(photo.shootingAt) === yesterday),
    ),
  ]);

  const thisWeek = tokyoWeek(input.now);
  for (const weeksAgo of [2, 1]) {
    const dateFrom = addTokyoDays(thisWeek.dateFrom, -7 * weeksAgo);
    const dateTo = addTokyoDays(dateFrom, 6);
    const chosen = chooseMovieMedia(
      photos
        .map((photo) => ({
          mediaId: photo.id,
          shootingAt: photo.shootingAt,
          day: tokyoDate(photo.shootingAt),
          score: 0,
        }))
        .filter((photo) => photo.day >= dateFrom && photo.day <= dateTo),
    );
    const [collection] = await tx
      .insert(photoMovieCollections)
      .values({
        childId: input.premiumChildId,
        dateFrom,
        dateTo,
        isPublished: true,
        publishedAt: tokyoInstant(dateTo, PUBLISH_HOUR),
        thumbnailKey: chosen[0] ? derivativeKeyOf(input.facilityId, chosen[0].mediaId, 'thumbnail') : null,
      })
      .returning();
    if (!collection) throw new Error('collection insert returned nothing');
    await tx
      .insert(collectionMedia)
      .values(
        chosen.map((photo, position) => ({ collectionId: collection.id, mediaId: photo.mediaId, position })),
      );
  }
  return { photoCount: photos.length };
}
