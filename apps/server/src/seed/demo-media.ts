import { randomUUID } from 'node:crypto';
import type { Executor } from '@hibi/db';
import { addTokyoDays, tokyoDate, tokyoInstant, tokyoWeek, tokyoWeekday } from '@hibi/domain';
import { chooseMovieMedia } from '../pipeline/photo-movies/choose-movie-media.ts';
import { PUBLISH_HOUR } from '../pipeline/photo-movies/movie-week.ts';
import { derivativeKeyOf, originalKeyOf } from '../storage/media-keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { demoPhotoJpeg } from './demo-images.ts';
import { demoSeedRepository } from './demo-seed.repository.ts';
import { demoVideoMp4 } from './demo-videos.ts';

const photosPerDay = 4;
const daysBack = 21;
/** Which nursery days (counted back from the newest) have a short video. */
const videoDaysBack = [0, 5, 12];

export type DemoMedia = {
  id: string;
  day: string;
  slot: number;
  kind: 'photo' | 'video';
  shootingAt: Date;
  originalKey: string;
};

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
/**
 * The demo's photos and videos made and stored, before any transaction (docs/decisions/0034): the
 * videos take seconds to encode, and storage is an outside service.
 */
export async function storeDemoMedia(storage: ObjectStorage, facilityId: string, now: Date) {
  const days = demoPhotoDays(tokyoDate(now));
  const photoSlots = days.flatMap((day) =>
    Array.from({ length: photosPerDay }, (_, slot) => ({ day, slot, kind: 'photo' as const })),
  );
  const videoSlots = videoDaysBack.flatMap((back) => {
    const day = days.at(-1 - back);
    return day ? [{ day, slot: 0, kind: 'video' as const }] : [];
  });
  const items: DemoMedia[] = [];
  for (const [index, { day, slot, kind }] of [...photoSlots, ...videoSlots].entries()) {
    const id = randomUUID();
    const video = kind === 'video';
    const originalKey = originalKeyOf(facilityId, id, video ? '.mp4' : '.jpg');
    await storage.put(
      originalKey,
      video ? await demoVideoMp4(index) : await demoPhotoJpeg(index),
      video ? 'video/mp4' : 'image/jpeg',
    );
    const shootingAt = video
      ? tokyoInstant(day, 12, 10)
      : tokyoInstant(day, 9 + slot * 2, 30 + (index % 3) * 10);
    items.push({ id, day, slot, kind, shootingAt, originalKey });
  }
  return items;
}

type SeedMediaInput = {
  items: DemoMedia[];
  facilityId: string;
  premiumChildId: string;
  trialChildId: string;
  freeChildId: string;
  now: Date;
};

/** A published photo movie of one child's week, chosen by the weekly movie's rule. */
async function publishMovie(
  tx: Executor,
  input: { facilityId: string; childId: string; items: DemoMedia[]; dateFrom: string },
) {
  const dateTo = addTokyoDays(input.dateFrom, 6);
  const chosen = chooseMovieMedia(
    input.items
      .filter((item) => item.kind === 'photo' && item.day >= input.dateFrom && item.day <= dateTo)
      .map((item) => ({ mediaId: item.id, shootingAt: item.shootingAt, day: item.day, score: 0 })),
  );
  await demoSeedRepository(tx).photoMovie(
    {
      childId: input.childId,
      dateFrom: input.dateFrom,
      dateTo,
      isPublished: true,
      publishedAt: tokyoInstant(dateTo, PUBLISH_HOUR),
      thumbnailKey: chosen[0] ? derivativeKeyOf(input.facilityId, chosen[0].mediaId, 'thumbnail') : null,
    },
    chosen.map((photo) => photo.mediaId),
  );
}

/**
 * Demo media go straight onto the children's timelines (marked `seed`): they show no real faces
 * for the matcher to find. Three weeks of photos and a few short videos:
 * - the premium child is in all of them, each delivered the evening it was shot, with a published
 *   photo movie for each of the last two weeks;
 * - the trial child (approved yesterday) is in half the photos and every video of the three weeks,
 *   all delivered now, after the approval, as when a nursery uploads its back catalogue for a new
 *   family (DESIGN.md §3 shows media delivered since approval), with last week's photo movie;
 * - the free child is in the other half of the photos and the newest video, delivered the evening
 *   each was shot; its plan shows the last 7 days and no photo movies, so it has none.
 * They show once ingested (ingestSeededMedia).
 */
export async function seedDemoMedia(tx: Executor, input: SeedMediaInput) {
  const { items } = input;
  const rows = demoSeedRepository(tx);
  await rows.media(
    items.map(({ id, kind, originalKey, shootingAt }) => ({
      id,
      facilityId: input.facilityId,
      kind,
      originalKey,
      contentSha256: `pending:${id}`,
      shootingAt,
      uploadedAt: shootingAt,
      seeded: true,
    })),
  );
  const newestVideo = items.filter((item) => item.kind === 'video')[0];
  const families = {
    premium: items,
    trial: items.filter((item) => item.kind === 'video' || item.slot % 2 === 0),
    free: items.filter((item) => (item.kind === 'photo' && item.slot % 2 === 1) || item === newestVideo),
  };
  const deliver = (childId: string, list: DemoMedia[], deliveredAt: (item: DemoMedia) => Date) =>
    list.map((item) => ({
      childId,
      mediaId: item.id,
      shootingAt: item.shootingAt,
      deliveredAt: deliveredAt(item),
      source: 'seed' as const,
    }));
  const thatEvening = (item: DemoMedia) => tokyoInstant(item.day, 18);
  await rows.deliveries([
    ...deliver(input.premiumChildId, families.premium, thatEvening),
    ...deliver(input.trialChildId, families.trial, () => input.now),
    ...deliver(input.freeChildId, families.free, thatEvening),
  ]);

  const thisWeek = tokyoWeek(input.now);
  const weeksAgo = (weeks: number) => addTokyoDays(thisWeek.dateFrom, -7 * weeks);
  const { facilityId } = input;
  for (const weeks of [2, 1]) {
    await publishMovie(tx, { facilityId, childId: input.premiumChildId, items, dateFrom: weeksAgo(weeks) });
  }
  await publishMovie(tx, {
    facilityId,
    childId: input.trialChildId,
    items: families.trial,
    dateFrom: weeksAgo(1),
  });
  return {
    photoCount: items.filter((item) => item.kind === 'photo').length,
    videoCount: items.filter((item) => item.kind === 'video').length,
  };
}
