import type { ReviewResponse } from '@hibi/contract';
import { auditLog, collectionMedia, deliveries, eq, photoMovieCollections, sql } from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

// Issue 44, point 3: a delivery staff took back is listed as 取り消した配信, and 元に戻す restores it.
let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

async function deliveredPhoto() {
  const { db } = server.database;
  const { child, headers, deliver, timeline } = await signedInFamily(server, { facilityId });
  const [mediaId = ''] = await deliver([{ shootingAt: new Date(Date.now() - 60_000) }]);
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.mediaId, mediaId));
  const [movie] = await db
    .insert(photoMovieCollections)
    .values({ childId: child.id, dateFrom: '2026-11-16', dateTo: '2026-11-22', isPublished: true })
    .returning();
  await db.insert(collectionMedia).values({ collectionId: movie?.id ?? '', mediaId, position: 0 });
  const timelineIds = async () => (await timeline()).map((item) => item.mediaId);
  return {
    mediaId,
    deliveryId: delivery?.id ?? '',
    movieId: movie?.id ?? '',
    headers,
    child,
    timeline: timelineIds,
  };
}

const staffApi = async (facility = facilityId) => {
  const staff = await createStaff(server.database.db, { role: 'facility_staff', facilityId: facility });
  return adminApi(server.url, await staffTokenOf(server.url, staff.email));
};
const takenBackOf = async (asStaff: ReturnType<typeof adminApi>) => {
  const query = new URLSearchParams({ facilityId, date: tokyoDate(Date.now()) });
  return ((await (await asStaff('GET', `/review?${query}`)).json()) as ReviewResponse).takenBack;
};
const renders = async (movieId: string) => {
  const { rows } = await server.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
        where name = 'photo-movie-render' and data->>'collectionId' = ${movieId}`,
  );
  return rows[0]?.n ?? 0;
};

describe('POST /api/admin/deliveries/{deliveryId}/restore', () => {
  it('lists a take-back with who and why, and restores it to the family, audited', async () => {
    const photo = await deliveredPhoto();
    const asStaff = await staffApi();
    const reason = '別のクラスの写真でした';
    const revoked = await asStaff('POST', `/deliveries/${photo.deliveryId}/revoke`, { reason });
    expect(revoked.status).toBe(200);
    expect(await photo.timeline()).toEqual([]);
    expect(await takenBackOf(asStaff)).toEqual([
      expect.objectContaining({
        deliveryId: photo.deliveryId,
        mediaId: photo.mediaId,
        childId: photo.child.id,
        childName: `${photo.child.lastName} ${photo.child.firstName}`,
        takenBackBy: 'テスト運営',
        reason,
        thumbnailUrl: expect.stringMatching(/^\/media\//),
      }),
    ]);

    const restored = await asStaff('POST', `/deliveries/${photo.deliveryId}/restore`);
    expect([restored.status, await restored.json()]).toEqual([200, { deliveryId: photo.deliveryId }]);
    expect(await photo.timeline()).toEqual([photo.mediaId]);
    expect(await takenBackOf(asStaff)).toEqual([]);
    // Made again without it when taken back, and again with it now.
    expect(await renders(photo.movieId)).toBe(2);
    const trail = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, photo.deliveryId));
    expect(trail.map((entry) => [entry.action, entry.detail])).toEqual([
      ['delivery.revoke', { childId: photo.child.id, mediaId: photo.mediaId, reason }],
      ['delivery.restore', { childId: photo.child.id, mediaId: photo.mediaId }],
    ]);

    const again = await asStaff('POST', `/deliveries/${photo.deliveryId}/restore`);
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      409,
      'この配信はスタッフが取り消したものではありません。',
    ]);
  });

  it("leaves a family's own return alone (409)", async () => {
    const photo = await deliveredPhoto();
    const returned = await fetch(`${server.url}/api/${photo.child.id}/media/${photo.mediaId}/not-my-child`, {
      method: 'POST',
      headers: photo.headers,
    });
    expect(returned.status).toBe(200);
    expect((await (await staffApi())('POST', `/deliveries/${photo.deliveryId}/restore`)).status).toBe(409);
    expect(await photo.timeline()).toEqual([]);
  });

  it('answers unknown and other facilities’ deliveries 404, and a bad id 400', async () => {
    const photo = await deliveredPhoto();
    await (await staffApi())('POST', `/deliveries/${photo.deliveryId}/revoke`, { reason: '違う子' });
    const neighbour = await staffApi((await createFacility(server.database.db)).id);
    const refused = await neighbour('POST', `/deliveries/${photo.deliveryId}/restore`);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      404,
      '指定された配信が見つかりません。',
    ]);
    expect(await photo.timeline()).toEqual([]);
    expect((await neighbour('POST', `/deliveries/${crypto.randomUUID()}/restore`)).status).toBe(404);
    expect((await neighbour('POST', '/deliveries/not-an-id/restore')).status).toBe(400);
  });
});
