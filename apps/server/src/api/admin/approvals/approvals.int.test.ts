import type { ApprovalDetail, ApprovalQueue } from '@hibi/contract';
import { auditLog, children, classes, eq, guardians, referenceImages } from '@hibi/db';
import { createFaceEngine, LOOK_ALIKE_SIMILARITY, REFERENCE_PROBLEM_TEXT } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { enrolAs, enrolChild } from '#tests/support/enrol-child.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, jsonOf } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
let otherFacilityId: string;
let operator: string;
let ownStaff: string;
let otherStaff: string;
let enrolledAmy: string;
const engine = createFaceEngine();

useTestServer(async (started) => {
  server = started.server;
  facilityId = started.facilityId;
  const { db } = server.database;
  otherFacilityId = (await createFacility(db)).id;
  operator = await newStaffToken(server);
  ownStaff = await newStaffToken(server, { role: 'facility_staff', facilityId });
  otherStaff = await newStaffToken(server, { role: 'facility_staff', facilityId: otherFacilityId });
  // Enrolled children of the facility: amy (whose 'sibling' will ask) and bernadette.
  for (const name of ['amy', 'bernadette']) {
    const { child } = await createGuardian(db, { facilityId });
    if (name === 'amy') enrolledAmy = child.id;
    await enrolAs(db, engine, child.id, name);
  }
});

const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  fetch(`${server.url}/api/admin/approvals${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** A guardian waiting for approval whose child sent `photos` (identity crops) as references. */
async function waiting(photos: Buffer[] = [], facility = facilityId) {
  const { guardian, child } = await createGuardian(server.database.db, {
    facilityId: facility,
    status: 'requested',
  });
  await enrolChild(server.database.db, engine, child.id, photos);
  return { guardian, child };
}
const rowOf = async (id: string) =>
  (await server.database.db.select().from(guardians).where(eq(guardians.id, id)))[0];
const queueOf = async (token: string, query = '') => {
  const response = await call('GET', query, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as ApprovalQueue).requests;
};

describe('GET /api/admin/approvals', () => {
  it('lists waiting requests oldest first, with the child, the photos, their faces and verdicts', async () => {
    const first = await waiting([identityCrop('penny', 1)]);
    const second = await waiting();
    const { db } = server.database;
    const [refused] = await db
      .insert(referenceImages)
      .values({
        childId: second.child.id,
        storageKey: `reference-images/${second.child.id}/x`,
        status: 'rejected',
        faceCount: 0,
        rejectionReason: REFERENCE_PROBLEM_TEXT.no_face,
      })
      .returning();
    await server.context.storage.put(refused?.storageKey ?? '', identityCrop('penny', 2), 'image/png');

    const ids = (await queueOf(operator)).map((request) => request.guardianId);
    expect(ids.indexOf(first.guardian.id)).toBeLessThan(ids.indexOf(second.guardian.id));
    const [one] = (await queueOf(operator)).filter((request) => request.guardianId === first.guardian.id);
    expect(one).toMatchObject({
      guardian: { lastName: '日比', email: first.guardian.email },
      child: { childId: first.child.id, lastName: '日比', birthday: '2022-04-01', className: null },
      facility: { facilityId },
      references: [{ verdict: 'usable', faceCount: 1, reason: null }],
    });
    const face = one?.references[0]?.faces[0];
    expect(face?.box.width).toBeGreaterThan(0.3);
    expect(face?.detectionScore).toBeGreaterThan(0.5);
    expect(face?.used).toBe(true);

    const [two] = (await queueOf(operator)).filter((request) => request.guardianId === second.guardian.id);
    expect(two?.references).toEqual([expect.objectContaining({ verdict: 'no_face', faces: [] })]);
    // A photo refused for two faces shows both, neither kept.
    const box = { x: 0.1, y: 0.2, width: 0.2, height: 0.25 };
    await db.insert(referenceImages).values({
      childId: second.child.id,
      storageKey: `reference-images/${second.child.id}/two`,
      previewKey: `reference-images/${second.child.id}/two.preview.webp`,
      status: 'rejected',
      faceCount: 2,
      rejectionReason: REFERENCE_PROBLEM_TEXT.several_faces,
      detectedFaces: [
        { box, score: 0.9, quality: 0.8 },
        { box: { ...box, x: 0.6 }, score: 0.85, quality: 0.7 },
      ],
    });
    const [again] = (await queueOf(operator)).filter((request) => request.guardianId === second.guardian.id);
    expect(again?.references[1]).toMatchObject({ verdict: 'several_faces', faceCount: 2 });
    // Linked through its upright preview, over which the boxes (fractions) still fit.
    expect(again?.references[1]?.url).toMatch(/\/two\.preview\.webp\?exp=/);
    expect(again?.references[1]?.faces).toEqual([
      { box, detectionScore: 0.9, quality: 0.8, used: false },
      { box: { ...box, x: 0.6 }, detectionScore: 0.85, quality: 0.7, used: false },
    ]);
    const photo = await fetch(`${server.url}${two?.references[0]?.url}`);
    expect(photo.status, `${two?.references[0]?.url} ${await photo.clone().text()}`).toBe(200);
    expect(two?.references[0]?.url).toMatch(/^\/media\/reference-images\/.+\?exp=\d+&sig=/);
  });

  it("warns of an enrolled child whose faces are close to the waiting child's (a sibling)", async () => {
    const sibling = await waiting([identityCrop('amy', 4)]);
    const stranger = await waiting([identityCrop('leonard', 1)]);
    const queue = await queueOf(operator, `?facilityId=${facilityId}`);
    const warned = queue.find((request) => request.guardianId === sibling.guardian.id);
    expect(warned?.lookAlikes).toEqual([
      {
        childId: enrolledAmy,
        childName: expect.stringMatching(/^日比 たろう/),
        birthday: '2022-04-01',
        className: null,
        familyId: expect.any(String),
        guardians: [expect.objectContaining({ guardianId: expect.any(String) })],
        // Another family's child: staff are asked to make sure (decision 0039).
        sameFamily: false,
        similarity: expect.any(Number),
        thumbnailUrl: expect.stringMatching(/^\/media\//),
        thumbnailFace: expect.objectContaining({ detectionScore: expect.any(Number) }),
      },
    ]);
    expect(warned?.lookAlikes[0]?.similarity).toBeGreaterThanOrEqual(LOOK_ALIKE_SIMILARITY);
    expect(queue.find((request) => request.guardianId === stranger.guardian.id)?.lookAlikes).toEqual([]);
  });

  it("keeps facility staff to their own facility's queue (403 for another)", async () => {
    const elsewhere = await waiting([], otherFacilityId);
    const own = await queueOf(ownStaff);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((request) => request.facility.facilityId === facilityId)).toBe(true);
    expect((await queueOf(otherStaff)).map((request) => request.guardianId)).toEqual([elsewhere.guardian.id]);
    const refused = await call('GET', `?facilityId=${facilityId}`, otherStaff);
    expect(refused.status).toBe(403);
    expect((await jsonOf(refused)).message).toBe('この施設の情報にアクセスする権限がありません。');
    expect((await call('GET', `/${elsewhere.guardian.id}`, ownStaff)).status).toBe(403);
  });

  it('refuses guardians and the signed-out', async () => {
    const { accessToken } = await signedInFamily(server, { facilityId });
    const target = await waiting();
    for (const [method, path] of [
      ['GET', ''],
      ['GET', `/${target.guardian.id}`],
      ['POST', `/${target.guardian.id}/approve`],
    ] as const) {
      expect((await call(method, path, accessToken, method === 'POST' ? {} : undefined)).status).toBe(401);
      expect((await call(method, path, '', method === 'POST' ? {} : undefined)).status).toBe(401);
    }
    expect((await rowOf(target.guardian.id))?.status).toBe('requested');
  });
});

describe('GET /api/admin/approvals/{guardianId}', () => {
  it("answers one request with its facility's classes, and 404 once it is decided", async () => {
    const { guardian } = await waiting();
    const [room] = await server.database.db
      .insert(classes)
      .values({ facilityId, name: 'ひよこ組' })
      .returning();
    const response = await call('GET', `/${guardian.id}`, ownStaff);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as ApprovalDetail;
    expect(detail.classes).toContainEqual({ classId: room?.id, name: 'ひよこ組' });
    expect((await call('POST', `/${guardian.id}/approve`, operator, {})).status).toBe(200);
    const gone = await call('GET', `/${guardian.id}`, operator);
    expect(gone.status).toBe(404);
    expect((await jsonOf(gone)).message).toBe('承認待ちの申請が見つかりません。');
  });
});

describe('POST /api/admin/approvals/{guardianId}/approve', () => {
  it('approves: trial, the class, an audit entry and a mail; a second approve is 409', async () => {
    const { guardian, child } = await waiting();
    const { db } = server.database;
    const [room] = await db.insert(classes).values({ facilityId, name: 'うさぎ組' }).returning();
    const response = await call('POST', `/${guardian.id}/approve`, ownStaff, { classId: room?.id });
    expect(response.status).toBe(200);
    const answer = await jsonOf(response);
    expect(answer).toEqual({ userId: guardian.id, approvedAt: expect.any(String) });
    expect(await rowOf(guardian.id)).toMatchObject({ status: 'approved', subscriptionType: 'trial' });
    expect((await rowOf(guardian.id))?.approvedAt?.toISOString()).toBe(answer.approvedAt);
    const [kid] = await db.select().from(children).where(eq(children.id, child.id));
    expect(kid).toMatchObject({ classId: room?.id, approvedAt: expect.any(Date) });
    const trail = await db.select().from(auditLog).where(eq(auditLog.targetId, guardian.id));
    expect(trail).toContainEqual(expect.objectContaining({ action: 'guardian.approve', actorKind: 'staff' }));
    expect((await mailsTo(server, guardian.email)).map((mail) => mail.subject)).toHaveLength(1);

    const again = await call('POST', `/${guardian.id}/approve`, operator, {});
    expect(again.status).toBe(409);
    expect((await jsonOf(again)).message).toBe('この利用者は承認待ちではありません。');
    expect(await mailsTo(server, guardian.email)).toHaveLength(1);
  });

  it('refuses a class of another facility and staff of another facility, changing nothing', async () => {
    const { guardian } = await waiting();
    const [room] = await server.database.db
      .insert(classes)
      .values({ facilityId: otherFacilityId, name: 'よその組' })
      .returning();
    const wrongClass = await call('POST', `/${guardian.id}/approve`, operator, { classId: room?.id });
    expect(wrongClass.status).toBe(400);
    expect((await jsonOf(wrongClass)).message).toBe('クラス: この施設のクラスを選んでください。');
    const foreign = await call('POST', `/${guardian.id}/approve`, otherStaff, {});
    expect(foreign.status).toBe(403);
    expect((await call('POST', `/${guardian.id}/reject`, otherStaff, { reason: '理由' })).status).toBe(403);
    expect((await rowOf(guardian.id))?.status).toBe('requested');
    expect((await call('POST', '/00000000-0000-4000-8000-000000000000/approve', operator, {})).status).toBe(
      404,
    );
  });
});

describe('POST /api/admin/approvals/{guardianId}/reject', () => {
  it('needs a reason, then rejects with it and mails the guardian', async () => {
    const { guardian } = await waiting();
    for (const body of [{}, { reason: '  ' }, { reason: '一行目\n二行目' }]) {
      const response = await call('POST', `/${guardian.id}/reject`, operator, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf(response)).message).toMatch(/^理由/);
    }
    const reason = '写真のお子さまが確認できませんでした。';
    const response = await call('POST', `/${guardian.id}/reject`, operator, { reason });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ userId: guardian.id, rejectionReason: reason });
    expect(await rowOf(guardian.id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [mail] = await mailsTo(server, guardian.email);
    expect(mail?.text).toContain(`【理由】${reason}`);
    expect((await call('POST', `/${guardian.id}/reject`, operator, { reason })).status).toBe(409);
  });
});
