import type { UploadFailuresResponse } from '@hibi/contract';
import { auditLog, eq, media } from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { postUpload, sampleJpeg, type Ticket } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
let facilityCode: string;
let asStaff: ReturnType<typeof adminApi>;
let asNeighbour: ReturnType<typeof adminApi>;
useTestServer(async (started) => {
  server = started.server;
  const { db } = server.database;
  const facility = await createFacility(db);
  ({ id: facilityId, code: facilityCode } = facility);
  const staff = await createStaff(db, { role: 'facility_staff', facilityId });
  asStaff = adminApi(server.url, await staffTokenOf(server.url, staff.email));
  const other = await createFacility(db);
  const neighbour = await createStaff(db, { role: 'facility_staff', facilityId: other.id });
  asNeighbour = adminApi(server.url, await staffTokenOf(server.url, neighbour.email));
});

const rowOf = async (mediaId: string) =>
  (await server.database.db.select().from(media).where(eq(media.id, mediaId)))[0];
const failIt = (mediaId: string, reason: string) =>
  server.database.db
    .update(media)
    .set({ status: 'failed', failureReason: reason })
    .where(eq(media.id, mediaId));

/** A photo uploaded by the console's calls, named as on the teacher's phone; its media id. */
async function uploaded(name: string): Promise<string> {
  const file = { ...(await sampleJpeg()), name };
  const files = [{ name, contentType: file.type, size: file.bytes.length }];
  const { tickets } = (await (await asStaff('POST', '/uploads', { facilityCode, files })).json()) as {
    tickets: Ticket[];
  };
  const [ticket] = tickets;
  if (!ticket) throw new Error('no ticket');
  expect((await postUpload(server.url, ticket, file)).status).toBe(204);
  const names = { [ticket.key]: name };
  const answer = await asStaff('POST', '/uploads/complete', { facilityCode, keys: [ticket.key], names });
  const { queued } = (await answer.json()) as { queued: string[] };
  return queued[0] ?? '';
}

let mediaId: string;
beforeAll(async () => {
  mediaId = await uploaded('IMG_2041.JPG');
});

const failedOfToday = async () => {
  const query = new URLSearchParams({ facilityId, date: tokyoDate(Date.now()) });
  const response = await asStaff('GET', `/uploads/failed?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as UploadFailuresResponse).failures;
};

describe("the day's failed uploads", () => {
  it('are listed by file name with their Japanese reason, and processed again on request', async () => {
    expect((await rowOf(mediaId))?.originalName).toBe('IMG_2041.JPG');
    expect(await failedOfToday()).toEqual([]);
    await failIt(mediaId, 'この写真を読み込めませんでした。');
    expect(await failedOfToday()).toEqual([
      expect.objectContaining({
        mediaId,
        kind: 'photo',
        name: 'IMG_2041.JPG',
        reason: 'この写真を読み込めませんでした。',
      }),
    ]);
    const retried = await asStaff('POST', `/uploads/${mediaId}/retry`, {});
    expect([retried.status, await retried.json()]).toEqual([200, { queued: mediaId }]);
    expect(await rowOf(mediaId)).toMatchObject({ status: 'processing', failureReason: null });
    expect(await failedOfToday()).toEqual([]);
    // Only a failed one: processing (or ready) is answered 409.
    expect((await asStaff('POST', `/uploads/${mediaId}/retry`, {})).status).toBe(409);
  });

  it('are removed with their stored original, in the audit log', async () => {
    const removed = await uploaded('IMG_2042.JPG');
    const { originalKey } = (await rowOf(removed)) ?? { originalKey: '' };
    expect(await server.context.storage.exists(originalKey)).toBe(true);
    expect((await asStaff('DELETE', `/uploads/${removed}`)).status).toBe(409);
    await failIt(removed, '処理できませんでした。');
    const answer = await asStaff('DELETE', `/uploads/${removed}`);
    expect([answer.status, await answer.json()]).toEqual([200, { removed }]);
    expect(await rowOf(removed)).toBeUndefined();
    expect(await server.context.storage.exists(originalKey)).toBe(false);
    const trail = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, removed));
    expect(trail.map((entry) => [entry.action, entry.detail])).toEqual([
      ['media.remove_failed', { name: 'IMG_2042.JPG', reason: '処理できませんでした。' }],
    ]);
    expect((await asStaff('DELETE', `/uploads/${removed}`)).status).toBe(404);
  });

  it("are another facility's staff's to neither see, retry nor remove: 403 before anything is told", async () => {
    const target = await uploaded('IMG_2043.JPG');
    const query = new URLSearchParams({ facilityId, date: tokyoDate(Date.now()) });
    expect((await asNeighbour('GET', `/uploads/failed?${query}`)).status).toBe(403);
    // Not failed yet: still 403, not the 409 that would tell its state.
    expect((await asNeighbour('POST', `/uploads/${target}/retry`, {})).status).toBe(403);
    await failIt(target, '処理できませんでした。');
    expect((await asNeighbour('POST', `/uploads/${target}/retry`, {})).status).toBe(403);
    expect((await asNeighbour('DELETE', `/uploads/${target}`)).status).toBe(403);
    expect((await rowOf(target))?.status).toBe('failed');
    expect((await asNeighbour('DELETE', `/uploads/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await asNeighbour('DELETE', '/uploads/not-an-id')).status).toBe(400);
  });

  it('answer 401 to a family or nobody before looking at the input', async () => {
    const asGuardian = adminApi(server.url, (await signedInFamily(server, { facilityId })).accessToken);
    expect((await asGuardian('POST', `/uploads/${mediaId}/retry`, {})).status).toBe(401);
    expect((await adminApi(server.url, null)('DELETE', '/uploads/not-an-id')).status).toBe(401);
  });
});
