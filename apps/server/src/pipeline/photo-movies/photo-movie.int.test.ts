import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { collectionMedia, eq, notificationPreferences, photoMovieCollections } from '@hibi/db';
import { addTokyoDays, tokyoInstant } from '@hibi/domain';
import { probeVideo } from '@hibi/media';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, joinFamily, loginAs } from '#tests/support/fixtures.ts';
import { readOutbox } from '#tests/support/outbox.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { buildPhotoMovie } from './build-photo-movie.ts';
import { weekToPublish } from './movie-week.ts';
import { photoMovieJobs } from './photo-movie-jobs.ts';
import { sendMovieRelease } from './send-movie-release.ts';

let server: TestServer;
let facilityId: string;
const clock = testClock();
const week = weekToPublish(clock.now());
const deps = () => ({ db: server.database.db, storage: server.context.storage, now: clock.now });
const mailDeps = () => ({ ...deps(), jobs: server.context.jobs, settings: server.context.settings });

useTestServer(
  async (started) => {
    server = started.server;
    facilityId = (await createFacility(server.database.db)).id;
  },
  { pipeline: true, now: clock.now },
);

/** A family whose child has `count` photos of the week, one a day, with real previews. */
async function familyWithWeek(count: number, subscriptionType: 'trial' | 'premium' = 'premium') {
  const { db, context } = { db: server.database.db, context: server.context };
  const { guardian, child } = await createGuardian(db, {
    facilityId,
    subscriptionType,
    approvedAt: clock.now(),
  });
  const shots = Array.from({ length: count }, (_, day) => ({
    shootingAt: tokyoInstant(addTokyoDays(week.dateFrom, day % 7), 10),
  }));
  const ids = await deliverMedia({ db, storage: context.storage, facilityId, childId: child.id }, shots);
  for (const [index, id] of ids.entries()) {
    const preview = await sharp({
      create: { width: 1440, height: 1080, channels: 3, background: { r: 40 * index, g: 120, b: 200 } },
    })
      .webp()
      .toBuffer();
    await context.storage.put(`media/${facilityId}/${id}/preview.webp`, preview, 'image/webp');
  }
  return { guardian, child, ids, owner: { childId: child.id, guardianId: guardian.id } };
}

async function collectionOf(childId: string) {
  const [row] = await server.database.db
    .select()
    .from(photoMovieCollections)
    .where(eq(photoMovieCollections.childId, childId));
  return row;
}

async function movieFacts(key: string) {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'hibi-movie-test-')), 'movie.mp4');
  const body = await server.context.storage.read(key);
  await writeFile(file, Buffer.concat(await body.toArray()));
  const facts = await probeVideo(file);
  await rm(path.dirname(file), { recursive: true, force: true });
  return facts;
}

describe('the weekly photo movie', () => {
  it('collects the week, renders an MP4 slideshow, publishes it and tells a premium family once', async () => {
    const family = await familyWithWeek(4);
    const outcome = await buildPhotoMovie(deps(), family.owner, week);
    expect(outcome.published).toBe(true);
    const collection = await collectionOf(family.child.id);
    expect(collection).toMatchObject({ ...week, isPublished: true, id: outcome.collectionId });
    const facts = await movieFacts(collection?.videoKey ?? '');
    expect(facts).toMatchObject({ width: 1280, height: 720, audioCodec: 'aac' });
    expect(facts.durationMs).toBeGreaterThan(9_500); // 4 photos of 3 s, crossfades of 0.6 s
    expect(facts.durationMs).toBeLessThan(11_000);
    const frames = await server.database.db
      .select()
      .from(collectionMedia)
      .where(eq(collectionMedia.collectionId, outcome.collectionId ?? ''));
    expect(frames).toHaveLength(4);

    expect(await sendMovieRelease(mailDeps(), outcome.collectionId ?? '')).toBe(true);
    expect(await sendMovieRelease(mailDeps(), outcome.collectionId ?? '')).toBe(false);
    const mails = (await readOutbox(server)).filter((mail) => mail.to === family.guardian.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【ひびフォト】今週のフォトムービーができました');
    expect(mails[0]?.text).toContain(`/photomovie/${outcome.collectionId}/?child=${family.child.id}`);
    expect(mails[0]?.headers.get('list-unsubscribe')).toContain('/api/notifications/unsubscribe?token=');

    const again = await buildPhotoMovie(deps(), family.owner, week);
    expect(again.collectionId).toBe(outcome.collectionId);
    expect((await collectionOf(family.child.id))?.videoKey).toBe(collection?.videoKey);
  }, 60_000);

  it('sends no release notice to a trial family or to one that opted out', async () => {
    const { db } = server.database;
    const trial = await createGuardian(db, { facilityId, subscriptionType: 'trial' });
    const optedOut = await createGuardian(db, { facilityId, subscriptionType: 'premium' });
    await db
      .insert(notificationPreferences)
      .values({ guardianId: optedOut.guardian.id, type: 'photo_movie_release', optout: true });
    for (const family of [trial, optedOut]) {
      const [published] = await db
        .insert(photoMovieCollections)
        .values({ childId: family.child.id, ...week, isPublished: true })
        .returning();
      expect(await sendMovieRelease(mailDeps(), published?.id ?? '')).toBe(false);
    }
    const addresses = (await readOutbox(server)).map((mail) => mail.to);
    expect(addresses).not.toContain(trial.guardian.email);
    expect(addresses).not.toContain(optedOut.guardian.email);
  });

  it('tells every premium guardian of the family, once each', async () => {
    const { db } = server.database;
    const mother = await createGuardian(db, { facilityId, subscriptionType: 'premium' });
    const father = await createGuardian(db, { facilityId, subscriptionType: 'premium' });
    await joinFamily(db, father.guardian.id, mother.familyId);
    const [published] = await db
      .insert(photoMovieCollections)
      .values({ childId: mother.child.id, ...week, isPublished: true })
      .returning();
    expect(await sendMovieRelease(mailDeps(), published?.id ?? '')).toBe(true);
    expect(await sendMovieRelease(mailDeps(), published?.id ?? '')).toBe(false);
    const addresses = (await readOutbox(server)).map((mail) => mail.to);
    expect(addresses.filter((to) => to === mother.guardian.email)).toHaveLength(1);
    expect(addresses.filter((to) => to === father.guardian.email)).toHaveLength(1);
  });

  it('makes no movie of a week with too few photos', async () => {
    const family = await familyWithWeek(2);
    expect(await buildPhotoMovie(deps(), family.owner, week)).toEqual({
      collectionId: null,
      published: false,
    });
    expect(await collectionOf(family.child.id)).toBeUndefined();
  });

  it('drops a returned photo from the movie at once and makes the movie again without it', async () => {
    const family = await familyWithWeek(4);
    const { collectionId } = await buildPhotoMovie(deps(), family.owner, week);
    const first = (await collectionOf(family.child.id))?.videoKey;
    const { headers } = await loginAs(server.url, family.guardian.email);
    const api = `${server.url}/api/${family.child.id}`;
    const movie = async () =>
      (await (await fetch(`${api}/timeline/photomovie/${collectionId}`, { headers })).json()) as {
        video_url: string | null;
        collection_media: unknown[];
      };
    const before = await movie();
    expect(before.video_url).toMatch(/\/media\/movies\//);
    expect((await fetch(new URL(before.video_url ?? '', server.url))).headers.get('content-type')).toBe(
      'video/mp4',
    );

    const returned = await fetch(`${api}/media/${family.ids[1]}/not-my-child`, { method: 'POST', headers });
    expect(returned.status).toBe(200);
    const after = await movie();
    expect(after.video_url).toBeNull();
    expect(after.collection_media).toHaveLength(3);
    expect(await server.context.storage.exists(first ?? '')).toBe(false);

    await vi.waitFor(async () => expect((await movie()).video_url).not.toBeNull(), {
      timeout: 30_000,
      interval: 250,
    });
    const remade = (await collectionOf(family.child.id))?.videoKey;
    expect(remade).not.toBe(first);
    expect((await movieFacts(remade ?? '')).durationMs).toBeLessThan(8_000); // 3 photos now
  }, 60_000);

  it('the weekly run builds every family’s movie through the job queue', async () => {
    const family = await familyWithWeek(3);
    const jobs = server.context.jobs;
    if (!jobs) throw new Error('the test server runs its queue');
    await photoMovieJobs(deps(), jobs).weekly.handle({});
    await vi.waitFor(async () => expect((await collectionOf(family.child.id))?.isPublished).toBe(true), {
      timeout: 30_000,
      interval: 250,
    });
    expect(server.jobErrors).toEqual([]);
  }, 60_000);
});
