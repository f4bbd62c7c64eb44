import { randomUUID } from 'node:crypto';
import { collectionMedia, eq, media, photoMovieCollections } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { getJson } from '#tests/support/deliver-media.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { notYours } from '../../auth/authenticate.ts';

type Movie = Record<string, unknown> & { collection_media: Record<string, unknown>[]; thumbnail_url: string };
let server: TestServer;
let facilityId: string;

useTestServer((started) => ({ server, facilityId } = started));

/** A family whose child has a published movie of three media (the first revoked) and an unpublished one. */
async function family(subscriptionType: 'free' | 'trial' | 'premium' = 'premium') {
  const { db } = server.database;
  const { child, headers, deliver } = await signedInFamily(server, {
    facilityId,
    subscriptionType,
  });
  const ids = await deliver([
    { shootingAt: new Date('2026-11-16T01:00:00Z'), revoked: true },
    { shootingAt: new Date('2026-11-17T01:00:00Z') },
    { shootingAt: new Date('2026-11-18T01:00:00Z') },
  ]);
  const [revokedCover] = await db
    .select()
    .from(media)
    .where(eq(media.id, ids[0] ?? ''));
  const [published, draft] = await db
    .insert(photoMovieCollections)
    .values([
      {
        childId: child.id,
        dateFrom: '2026-11-16',
        dateTo: '2026-11-22',
        isPublished: true,
        thumbnailKey: revokedCover?.thumbnailKey,
      },
      { childId: child.id, dateFrom: '2026-11-23', dateTo: '2026-11-29', isPublished: false },
    ])
    .returning();
  await db.insert(collectionMedia).values(
    ids.map((mediaId, position) => ({
      collectionId: published?.id ?? '',
      mediaId,
      position,
      isActive: position !== 2,
    })),
  );
  const get = <Body>(path: string) =>
    getJson<Body>(`${server.url}/api/${child.id}/timeline/${path}`, headers);
  return { child, ids, headers, published: published?.id ?? '', draft: draft?.id ?? '', get };
}

describe('GET /api/{childId}/timeline/photomovie', () => {
  it("lists published movies in the specification's fields, with only visible media", async () => {
    const me = await family();
    const { status, body } = await me.get<Movie[]>('photomovie');
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [movie] = body;
    expect(movie).toMatchObject({
      collection_id: me.published,
      datefrom: '2026-11-16',
      dateto: '2026-11-22',
      is_active: true,
      is_published: true,
      is_viewed: false,
    });
    expect(movie?.collection_media).toEqual([
      {
        media_id: me.ids[1],
        media_datetime: '2026-11-17T01:00:00.000Z',
        image_url: expect.stringMatching(/preview\.webp\?exp=/),
        is_active: true,
      },
      {
        media_id: me.ids[2],
        media_datetime: '2026-11-18T01:00:00.000Z',
        image_url: expect.any(String),
        is_active: false,
      },
    ]);
    // The stored cover was the revoked photo: the first visible one replaces it.
    expect(movie?.thumbnail_url).toContain(`/${me.ids[1]}/thumbnail.webp?`);
    expect((await fetch(`${server.url}${movie?.thumbnail_url}`)).status).toBe(200);
  });

  it('marks a movie viewed for the guardian who opens it', async () => {
    const me = await family('trial');
    expect((await me.get<Movie[]>('photomovie')).body[0]?.is_viewed).toBe(false);
    const one = await me.get<Movie>(`photomovie/${me.published}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ collection_id: me.published, is_viewed: true });
    expect(one.body.collection_media).toHaveLength(2);
    expect((await me.get<Movie[]>('photomovie')).body[0]?.is_viewed).toBe(true);
  });

  it('answers 404 for an unpublished or unknown movie', async () => {
    const me = await family();
    for (const id of [me.draft, randomUUID()]) {
      expect((await me.get(`photomovie/${id}`)).body).toMatchObject({ statusCode: 404 });
    }
  });

  it('tells a free member that photo movies are for trial and paid members', async () => {
    const me = await family('free');
    for (const path of ['photomovie', `photomovie/${me.published}`]) {
      expect(await me.get(path)).toEqual({
        status: 403,
        body: {
          statusCode: 403,
          message: 'フォトムービーは無料体験中または有料会員の方がご覧いただけます。',
        },
      });
    }
  });

  it("refuses another family's movie, and a malformed id", async () => {
    const me = await family();
    const other = await family();
    const path = `${server.url}/api/${other.child.id}/timeline/photomovie/${other.published}`;
    expect((await getJson(path, me.headers)).body).toEqual({ statusCode: 403, message: notYours });
    expect((await me.get('photomovie/123')).status).toBe(400);
  });
});
