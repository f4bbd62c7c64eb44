import type { FairnessResponse, ReviewResponse, UploadProgress } from '@hibi/contract';
import { auditLog, children, classes, eq, faces, matchDecisions } from '@hibi/db';
import { tokyoDate, tokyoInstant } from '@hibi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMedia, getJson } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, loginAs, wholeImageFace } from '#tests/support/fixtures.ts';
import { createStaff, newStaffToken, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

const today = tokyoDate(Date.now());
const noon = tokyoInstant(today, 12);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (path: string, token: string, body: unknown) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** One class of three children: one with 3 photos today, one with 1, one with none. */
async function dayOfAClass() {
  const { db } = server.database;
  const [room] = await db
    .insert(classes)
    .values({ facilityId, name: `ひよこ${Date.now()}` })
    .returning();
  const families = await Promise.all([0, 1, 2].map(() => createGuardian(db, { facilityId })));
  for (const family of families)
    await db.update(children).set({ classId: room?.id }).where(eq(children.id, family.child.id));
  const target = (childId: string) => ({ db, storage: server.context.storage, facilityId, childId });
  const [many, one, none] = families.map((family) => family.child);
  if (!many || !one || !none || !room) throw new Error('no class');
  const manyMedia = await deliverMedia(
    target(many.id),
    [0, 1, 2].map(() => ({ shootingAt: noon })),
  );
  // Yesterday's photo and a revoked one do not count for today.
  await deliverMedia(target(one.id), [
    { shootingAt: noon },
    { shootingAt: new Date(noon.getTime() - 86_400_000) },
    { shootingAt: noon, revoked: true },
  ]);
  return { room, families, many, one, none, manyMedia };
}

let operator: string;
let staff: string;
let otherStaff: string;
let guardianToken: string;
let day: Awaited<ReturnType<typeof dayOfAClass>>;

beforeAll(async () => {
  const { db } = server.database;
  day = await dayOfAClass();
  operator = await newStaffToken(server);
  staff = await staffTokenOf(
    server.url,
    (await createStaff(db, { role: 'facility_staff', facilityId })).email,
  );
  const elsewhere = await createFacility(db);
  otherStaff = await staffTokenOf(
    server.url,
    (await createStaff(db, { role: 'facility_staff', facilityId: elsewhere.id })).email,
  );
  guardianToken = (await loginAs(server.url, day.families[0]?.guardian.email ?? '')).accessToken;
});

describe('GET /api/admin/fairness', () => {
  it("counts each child's photos of the day, fewest first, with their standing", async () => {
    const query = `facilityId=${facilityId}&date=${today}&classId=${day.room.id}`;
    const { status, body } = await getJson<FairnessResponse>(
      `${server.url}/api/admin/fairness?${query}`,
      bearer(staff),
    );
    expect(status).toBe(200);
    expect(body.children.map((child) => [child.childId, child.delivered, child.standing])).toEqual([
      [day.none.id, 0, 'none'],
      [day.one.id, 1, 'enough'],
      [day.many.id, 3, 'enough'],
    ]);
    expect(body.children[0]?.className).toBe(day.room.name);
  });

  it('refuses another facility’s staff (403) and guardians (401)', async () => {
    const url = `${server.url}/api/admin/fairness?facilityId=${facilityId}&date=${today}`;
    expect((await getJson(url, bearer(otherStaff))).status).toBe(403);
    expect((await getJson(url, bearer(guardianToken))).status).toBe(401);
  });
});

describe('GET /api/admin/uploads/progress and facility-choices', () => {
  it('answers the day’s counts to the facility’s staff only', async () => {
    const url = `${server.url}/api/admin/uploads/progress?facilityId=${facilityId}&date=${today}`;
    const { status, body } = await getJson<UploadProgress>(url, bearer(staff));
    expect(status).toBe(200);
    expect(body).toMatchObject({ uploaded: expect.any(Number), processed: expect.any(Number), failed: 0 });
    expect((await getJson(url, bearer(otherStaff))).status).toBe(403);
    expect((await getJson(url, bearer(guardianToken))).status).toBe(401);
  });

  it('offers staff their own facility with its classes, operators every facility', async () => {
    const mine = await getJson<{ facilities: { facilityId: string; classes: { classId: string }[] }[] }>(
      `${server.url}/api/admin/facility-choices`,
      bearer(staff),
    );
    expect(mine.body.facilities.map((facility) => facility.facilityId)).toEqual([facilityId]);
    expect(mine.body.facilities[0]?.classes.map((room) => room.classId)).toContain(day.room.id);
    const all = await getJson<{ facilities: unknown[] }>(
      `${server.url}/api/admin/facility-choices`,
      bearer(operator),
    );
    expect(all.body.facilities.length).toBeGreaterThan(1);
  });
});

describe('delivery review, take back and give by hand', () => {
  const timelineOf = async (childId: string, email: string) => {
    const { headers } = await loginAs(server.url, email);
    const { body } = await getJson<{ content: { mediaId: string }[] }>(
      `${server.url}/api/${childId}/timeline/list`,
      headers,
    );
    return body.content.map((item) => item.mediaId);
  };

  it('lists the class’s deliveries of the day with thumbnails, scoped to the facility', async () => {
    const url = `${server.url}/api/admin/review?facilityId=${facilityId}&date=${today}&classId=${day.room.id}`;
    const { status, body } = await getJson<ReviewResponse>(url, bearer(staff));
    expect(status).toBe(200);
    expect(body.delivered.filter((item) => item.childId === day.many.id)).toHaveLength(3);
    expect(body.delivered.filter((item) => item.childId === day.one.id)).toHaveLength(1);
    expect(body.delivered[0]?.thumbnailUrl).toMatch(/^\//);
    expect((await getJson(url, bearer(otherStaff))).status).toBe(403);
    expect((await getJson(url, bearer(guardianToken))).status).toBe(401);
    // Without a facility, staff see only their own.
    const own = await getJson<ReviewResponse>(
      `${server.url}/api/admin/review?date=${today}`,
      bearer(otherStaff),
    );
    expect(own.body.delivered).toEqual([]);
  });

  it('takes a delivery back: it leaves the timeline at once and is audited', async () => {
    const manyEmail = day.families[0]?.guardian.email ?? '';
    const mediaId = day.manyMedia[0] ?? '';
    expect(await timelineOf(day.many.id, manyEmail)).toContain(mediaId);
    const { body } = await getJson<ReviewResponse>(
      `${server.url}/api/admin/review?facilityId=${facilityId}&date=${today}`,
      bearer(staff),
    );
    const delivery = body.delivered.find((item) => item.mediaId === mediaId);
    if (!delivery) throw new Error('no delivery');

    const path = `/admin/deliveries/${delivery.deliveryId}/revoke`;
    expect((await post(path, otherStaff, { reason: '別の子' })).status).toBe(403);
    expect((await post(path, guardianToken, { reason: '別の子' })).status).toBe(401);
    expect((await post(path, staff, { reason: '' })).status).toBe(400);
    const revoked = await post(path, staff, { reason: '別の子が写っている' });
    expect(revoked.status).toBe(200);
    expect(await timelineOf(day.many.id, manyEmail)).not.toContain(mediaId);
    expect((await post(path, staff, { reason: 'もう一度' })).status).toBe(409);

    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, delivery.deliveryId));
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorKind: 'staff',
        action: 'delivery.revoke',
        detail: expect.objectContaining({ reason: '別の子が写っている' }),
      }),
    );
  });

  it('gives a photo to a child by hand: it appears on the timeline and the face is learned', async () => {
    const { db } = server.database;
    const noneEmail = day.families[2]?.guardian.email ?? '';
    const mediaId = day.manyMedia[1] ?? '';
    const box = wholeImageFace;
    const [face] = await db
      .insert(faces)
      .values({ ...box, mediaId })
      .returning();
    const request = { mediaId, childId: day.none.id, faceId: face?.id };
    expect((await post('/admin/deliveries', otherStaff, request)).status).toBe(403);
    expect((await post('/admin/deliveries', guardianToken, request)).status).toBe(401);
    const given = await post('/admin/deliveries', staff, request);
    expect(given.status).toBe(200);
    expect(await timelineOf(day.none.id, noneEmail)).toContain(mediaId);
    expect((await post('/admin/deliveries', staff, request)).status).toBe(409);
    const decisions = await db
      .select()
      .from(matchDecisions)
      .where(eq(matchDecisions.faceId, face?.id ?? ''));
    expect(decisions).toContainEqual(expect.objectContaining({ childId: day.none.id, decision: 'accepted' }));
    const { deliveryId } = (await given.json()) as { deliveryId: string };
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, deliveryId));
    expect(entries.map((entry) => entry.action)).toEqual(['delivery.give']);
  });
});
