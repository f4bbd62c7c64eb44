import { auditLog, collectionMedia, deliveries, eq, media, photoMovieCollections, sql } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

// Issue 44, point 3: a wrong upload hidden (非公開) leaves every family at once and comes back;
// deleted, its files and rows go. Either way its movies are made again.
let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

/** A family with two photos on its timeline, both in a published movie with a stored video. */
async function familyWithMovie() {
  const { db, storage } = { db: server.database.db, storage: server.context.storage };
  const { child, headers, deliver, timeline } = await signedInFamily(server, {
    facilityId,
    subscriptionType: 'premium',
  });
  const shootingAt = new Date(Date.now() - 3_600_000);
  const [wrong = '', kept = ''] = await deliver([
    { shootingAt },
    { shootingAt: new Date(shootingAt.getTime() - 60_000) },
  ]);
  const videoKey = `movies/${child.id}/week.mp4`;
  await storage.put(videoKey, Buffer.from('a movie'), 'video/mp4');
  const [movie] = await db
    .insert(photoMovieCollections)
    .values({ childId: child.id, dateFrom: '2026-11-16', dateTo: '2026-11-22', isPublished: true, videoKey })
    .returning();
  const movieId = movie?.id ?? '';
  await db
    .insert(collectionMedia)
    .values([wrong, kept].map((mediaId, position) => ({ collectionId: movieId, mediaId, position })));
  const item = (await timeline()).find((entry) => entry.mediaId === wrong);
  const urls = [item?.thumbnailUrl, item?.previewUrl, item?.originalUrl].filter((url) => !!url) as string[];
  const archive = () =>
    fetch(`${server.url}/api/children/${child.id}/media/archive`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mediaIds: [wrong] }),
    });
  return { wrong, kept, movieId, videoKey, timeline, urls, archive };
}

const opened = (urls: string[]) =>
  Promise.all(urls.map(async (url) => (await fetch(`${server.url}${url}`)).status));
const movieOf = async (movieId: string) =>
  (
    await server.database.db.select().from(photoMovieCollections).where(eq(photoMovieCollections.id, movieId))
  )[0];
const renders = async (movieId: string) => {
  const { rows } = await server.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'photo-movie-render' and data->>'collectionId' = ${movieId}`,
  );
  return rows[0]?.n ?? 0;
};
const trail = async (mediaId: string) =>
  (await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, mediaId))).map(
    (entry) => entry.action,
  );
const staffApi = async () => {
  const staff = await createStaff(server.database.db, { role: 'facility_staff', facilityId });
  return adminApi(server.url, await staffTokenOf(server.url, staff.email));
};

describe('hiding an upload (非公開)', () => {
  it('takes it from the timeline, held URLs, ZIPs and movies at once, and 公開に戻す brings it back', async () => {
    const family = await familyWithMovie();
    const asStaff = await staffApi();
    expect(family.urls.length).toBe(3);
    expect(await opened(family.urls)).toEqual([200, 200, 200]);

    const hidden = await asStaff('POST', `/media/${family.wrong}/hide`);
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ mediaId: family.wrong, hiddenAt: expect.any(String) });
    expect((await family.timeline()).map((item) => item.mediaId)).toEqual([family.kept]);
    expect(await opened(family.urls)).toEqual([404, 404, 404]);
    expect((await family.archive()).status).toBe(403);
    // The movie that showed it loses its video at once, and is made again without it.
    expect((await movieOf(family.movieId))?.videoKey).toBeNull();
    expect(await server.context.storage.exists(family.videoKey)).toBe(false);
    expect(await renders(family.movieId)).toBe(1);
    const again = await asStaff('POST', `/media/${family.wrong}/hide`);
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      409,
      'この写真・動画はすでに非公開です。',
    ]);

    expect((await asStaff('POST', `/media/${family.wrong}/unhide`)).status).toBe(200);
    expect((await family.timeline()).map((item) => item.mediaId)).toEqual([family.wrong, family.kept]);
    expect(await opened(family.urls)).toEqual([200, 200, 200]);
    expect((await family.archive()).status).toBe(200);
    expect(await renders(family.movieId)).toBe(2);
    expect((await asStaff('POST', `/media/${family.wrong}/unhide`)).status).toBe(409);
    expect(await trail(family.wrong)).toEqual(['media.hide', 'media.unhide']);
  });
});

describe('deleting an upload', () => {
  it('removes its files and rows, remakes its movies, and is audited', async () => {
    const family = await familyWithMovie();
    const asStaff = await staffApi();
    const { db } = server.database;
    const [row] = await db.select().from(media).where(eq(media.id, family.wrong));
    const keys = [row?.originalKey, row?.thumbnailKey, row?.previewKey, row?.mediumKey, row?.fullKey];
    const answer = await asStaff('DELETE', `/media/${family.wrong}`);
    expect([answer.status, await answer.json()]).toEqual([200, { deleted: family.wrong }]);
    expect(await db.select().from(media).where(eq(media.id, family.wrong))).toEqual([]);
    expect(await db.select().from(deliveries).where(eq(deliveries.mediaId, family.wrong))).toEqual([]);
    for (const key of keys) expect(await server.context.storage.exists(key ?? '')).toBe(false);
    expect((await family.timeline()).map((item) => item.mediaId)).toEqual([family.kept]);
    expect(await opened(family.urls)).toEqual([404, 404, 404]);
    expect((await movieOf(family.movieId))?.videoKey).toBeNull();
    expect(await renders(family.movieId)).toBe(1);
    expect(await trail(family.wrong)).toEqual(['media.delete']);
    expect((await asStaff('DELETE', `/media/${family.wrong}`)).status).toBe(404);
  });

  it('waits while the upload is still processing (409), in Japanese', async () => {
    const family = await familyWithMovie();
    const asStaff = await staffApi();
    await server.database.db.update(media).set({ status: 'processing' }).where(eq(media.id, family.kept));
    const answer = await asStaff('DELETE', `/media/${family.kept}`);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toContain('処理中');
  });
});
