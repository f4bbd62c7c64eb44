import type { UploadedMediaItem, UploadedMediaResponse } from '@hibi/contract';
import { deliveries, eq, inArray, media } from '@hibi/db';
import { addTokyoDays, tokyoDate, tokyoInstant } from '@hibi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

// Issue 44, point 3: staff see what their facility uploaded on a day, each with its state.
let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const today = tokyoDate(Date.now());
const noon = tokyoInstant(today, 12);
/** The i-th upload of the day, a minute before the one listed before it. */
const uploadTime = (index: number) => new Date(noon.getTime() - index * 60_000);
let asStaff: ReturnType<typeof adminApi>;
let asNeighbour: ReturnType<typeof adminApi>;
let uploaderId: string;
let ids: Record<'delivered' | 'unmatched' | 'processing' | 'failed' | 'hidden', string>;

beforeAll(async () => {
  const { db } = server.database;
  const staff = await createStaff(db, { role: 'facility_staff', facilityId });
  uploaderId = staff.id;
  asStaff = adminApi(server.url, await staffTokenOf(server.url, staff.email));
  const other = await createFacility(db);
  const neighbour = await createStaff(db, { role: 'facility_staff', facilityId: other.id });
  asNeighbour = adminApi(server.url, await staffTokenOf(server.url, neighbour.email));
  const [a, b] = await Promise.all([0, 1].map(() => createGuardian(db, { facilityId })));
  if (!a || !b) throw new Error('no families');
  const target = (childId: string) => ({ db, storage: server.context.storage, facilityId, childId });
  const now = new Date();
  const [delivered = '', unmatched = '', processing = '', failed = '', hidden = ''] = await deliverMedia(
    target(a.child.id),
    [{}, {}, { status: 'processing' as const }, {}, {}].map((item) => ({ shootingAt: now, ...item })),
  );
  await db
    .insert(deliveries)
    .values({ childId: b.child.id, mediaId: delivered, shootingAt: now, deliveredAt: now });
  await db.delete(deliveries).where(inArray(deliveries.mediaId, [unmatched, processing, failed]));
  await db.update(media).set({ status: 'failed', failureReason: null }).where(eq(media.id, failed));
  await db.update(media).set({ hiddenAt: now, hiddenBy: staff.id }).where(eq(media.id, hidden));
  ids = { delivered, unmatched, processing, failed, hidden };
  for (const [index, mediaId] of Object.values(ids).entries())
    await db
      .update(media)
      .set({ uploadedBy: uploaderId, originalName: `IMG_000${index}.JPG`, uploadedAt: uploadTime(index) })
      .where(eq(media.id, mediaId));
});

const list = async (query: Record<string, string>, as = asStaff) => {
  const response = await as('GET', `/media?${new URLSearchParams({ facilityId, date: today, ...query })}`);
  return { status: response.status, body: (await response.json()) as UploadedMediaResponse };
};
const byId = (items: UploadedMediaItem[]) => new Map(items.map((item) => [item.mediaId, item]));

describe('GET /api/admin/media', () => {
  it('lists the day’s uploads with their state, delivered count, uploader and time', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    const items = byId(body.items);
    expect(items.size).toBe(5);
    expect(items.get(ids.delivered)).toMatchObject({ state: 'delivered', deliveredCount: 2 });
    expect(items.get(ids.unmatched)).toMatchObject({ state: 'unmatched', deliveredCount: 0 });
    expect(items.get(ids.processing)).toMatchObject({ state: 'processing' });
    expect(items.get(ids.failed)).toMatchObject({ state: 'failed', failureReason: '処理できませんでした。' });
    // Hidden: delivered to a child, yet on nobody's timeline.
    expect(items.get(ids.hidden)).toMatchObject({ state: 'hidden', deliveredCount: 0 });
    expect(body.items.map((item) => item.mediaId)).toEqual(Object.values(ids));
    body.items.forEach((item, index) => {
      expect(item).toMatchObject({
        name: `IMG_000${index}.JPG`,
        uploadedBy: 'テスト運営',
        uploadedAt: uploadTime(index).toISOString(),
        kind: 'photo',
      });
      expect(item.thumbnailUrl).toMatch(/^\/media\//);
    });
    expect(body.nextCursor).toBeNull();
  });

  it('pages newest first without losing or repeating one, and knows nothing of other days', async () => {
    const first = await list({ limit: '2' });
    expect(first.body.items).toHaveLength(2);
    const seen = first.body.items.map((item) => item.mediaId);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await list({ limit: '2', cursor });
      seen.push(...next.body.items.map((item) => item.mediaId));
      cursor = next.body.nextCursor;
    }
    expect(seen).toEqual(Object.values(ids));
    expect((await list({ date: addTokyoDays(today, -1) })).body.items).toEqual([]);
  });

  it('refuses another facility’s staff (403) and bad input in Japanese (400)', async () => {
    const refused = await list({}, asNeighbour);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(ids.delivered);
    const bad: Record<string, string>[] = [{ cursor: 'not-an-id' }, { date: '2026-13-01' }, { limit: '0' }];
    for (const query of bad) {
      const answer = await list(query);
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { message: string }).message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  it('answers an unknown or another facility’s media 404 for hiding, showing and deleting', async () => {
    for (const [method, path] of [
      ['POST', 'hide'],
      ['POST', 'unhide'],
      ['DELETE', ''],
    ] as const) {
      const route = (id: string) => `/media/${id}${path ? `/${path}` : ''}`;
      const unknown = await asStaff(method, route(crypto.randomUUID()));
      expect([unknown.status, ((await unknown.json()) as { message: string }).message]).toEqual([
        404,
        '指定された写真・動画が見つかりません。',
      ]);
      expect((await asNeighbour(method, route(ids.unmatched))).status).toBe(404);
      expect((await asStaff(method, route('not-an-id'))).status).toBe(400);
    }
    const row = await server.database.db.select().from(media).where(eq(media.id, ids.unmatched));
    expect(row[0]?.hiddenAt).toBeNull();
  });
});
