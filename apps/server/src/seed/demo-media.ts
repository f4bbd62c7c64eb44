import { randomUUID } from 'node:crypto';
import type { Executor } from '@hibi/db';
import { collectionMedia, deliveries, media, photoMovieCollections } from '@hibi/db/schema';
import { addTokyoDays, tokyoDate, tokyoInstant, tokyoWeek, tokyoWeekday } from '@hibi/domain';
import { makeImageDerivatives } from '@hibi/media';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { demoPhotoJpeg } from './demo-images.ts';

const photosPerDay = 4;
const daysBack = 21;

type DemoPhoto = typeof media.$inferInsert & { id: string; shootingAt: Date; thumbnailKey: string };

/** Nursery days of the last three weeks (Sundays off, yesterday always), oldest first. */
export function demoPhotoDays(today: string): string[] {
  const days: string[] = [];
  for (let back = daysBack; back >= 1; back--) {
    const day = addTokyoDays(today, -back);
    if (back === 1 || tokyoWeekday(day) !== 7) days.push(day);
  }
  return days;
}

/** Draws the demo photos, stores them with their derivatives, and returns their media rows. */
async function makeDemoPhotos(
  storage: ObjectStorage,
  facilityId: string,
  days: string[],
): Promise<DemoPhoto[]> {
  const slots = days.flatMap((day) => Array.from({ length: photosPerDay }, (_, slot) => ({ day, slot })));
  const photos: DemoPhoto[] = [];
  for (const [index, { day, slot }] of slots.entries()) {
    const original = await demoPhotoJpeg(index);
    const derived = await makeImageDerivatives(original);
    const id = randomUUID();
    const prefix = `media/${facilityId}/${id}`;
    const keys = {
      originalKey: `${prefix}/original.jpg`,
      previewKey: `${prefix}/preview.webp`,
      thumbnailKey: `${prefix}/thumbnail.webp`,
    };
    await Promise.all([
      storage.put(keys.originalKey, original, 'image/jpeg'),
      storage.put(keys.previewKey, derived.preview, 'image/webp'),
      storage.put(keys.thumbnailKey, derived.thumbnail, 'image/webp'),
    ]);
    photos.push({
      id,
      facilityId,
      kind: 'photo',
      ...keys,
      contentSha256: derived.sha256,
      width: derived.width,
      height: derived.height,
      shootingAt: tokyoInstant(day, 9 + slot * 2, 30 + (index % 3) * 10),
      status: 'ready',
      seeded: true,
    });
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
 * yesterday's, and the premium child a published photo movie for each of the last two weeks.
 */
export async function seedDemoMedia(tx: Executor, input: SeedMediaInput) {
  const today = tokyoDate(input.now);
  const photos = await makeDemoPhotos(input.storage, input.facilityId, demoPhotoDays(today));
  await tx.insert(media).values(photos);
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
    const inWeek = photos.filter((photo) => {
      const day = tokyoDate(photo.shootingAt);
      return day >= dateFrom && day <= dateTo;
    });
    const [collection] = await tx
      .insert(photoMovieCollections)
      .values({
        childId: input.premiumChildId,
        dateFrom,
        dateTo,
        isPublished: true,
        publishedAt: tokyoInstant(dateTo, 20),
        thumbnailKey: inWeek[0]?.thumbnailKey,
      })
      .returning();
    if (!collection) throw new Error('collection insert returned nothing');
    await tx
      .insert(collectionMedia)
      .values(
        inWeek.map((photo, position) => ({ collectionId: collection.id, mediaId: photo.id, position })),
      );
  }
  return { photoCount: photos.length };
}
