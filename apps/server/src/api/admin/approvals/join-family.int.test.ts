import type { ApprovalQueue } from '@hibi/contract';
import { and, auditLog, children, eq, faces, familyMembers, guardians, referenceImages } from '@hibi/db';
import { createFaceEngine, SAME_CHILD_SIMILARITY } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { runAdminAs } from '#tests/support/admin-cli-test-run.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFacility, createGuardian, jsonOf, loginAs } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { type SameChildScene, useSameChildScene } from '#tests/support/same-child-scene.ts';

// Decision 0036: a request naming an enrolled child again is marked, and its guardian may join that
// child's family instead of enrolling the child twice.
let { server, facilityId, operator, operatorEmail, otherStaff, amy, waiting } = {} as SameChildScene;
const engine = createFaceEngine();

useSameChildScene(
  engine,
  (scene) => ({ server, facilityId, operator, operatorEmail, otherStaff, amy, waiting } = scene),
);

const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  adminApi(server.url, token)(method, `/approvals${path}`, body);

const requestOf = async (guardianId: string) => {
  const response = await call('GET', `?facilityId=${facilityId}`, operator);
  expect(response.status).toBe(200);
  return ((await response.json()) as ApprovalQueue).requests.find(
    (request) => request.guardianId === guardianId,
  );
};

describe('the same child enrolled twice, at approval', () => {
  it('marks a request naming an enrolled child by name and birthday, with its class and family', async () => {
    const father = await waiting([identityCrop('leonard', 1)], {
      lastName: '日比 ',
      firstName: 'エミ',
      birthday: '2022-05-14',
    });
    expect((await requestOf(father.guardian.id))?.sameChild).toEqual({
      childId: amy.child.id,
      lastName: '日比',
      firstName: 'えみ',
      birthday: '2022-05-14',
      className: 'りす組',
      matchedBy: ['name_and_birthday'],
      similarity: null,
      familyId: amy.familyId,
      guardians: [
        { guardianId: amy.guardian.id, lastName: amy.guardian.lastName, firstName: amy.guardian.firstName },
      ],
    });
  });

  it('marks a request whose faces the matcher would take for an enrolled child', async () => {
    const father = await waiting([identityCrop('amy', 4), identityCrop('amy', 5)]);
    const same = (await requestOf(father.guardian.id))?.sameChild;
    expect(same).toMatchObject({ childId: amy.child.id, matchedBy: ['faces'] });
    expect(same?.similarity).toBeGreaterThanOrEqual(SAME_CHILD_SIMILARITY);
  });

  it('marks nobody for a stranger of the same birthday', async () => {
    const stranger = await waiting([identityCrop('leonard', 2)], { birthday: '2022-05-14' });
    expect((await requestOf(stranger.guardian.id))?.sameChild).toBeNull();
  });
});

describe('POST /api/admin/approvals/{guardianId}/join', () => {
  it("approves the guardian into the enrolled child's family, with their photos as its references", async () => {
    const { db } = server.database;
    const father = await waiting([identityCrop('amy', 5)]);
    const before = await db.select().from(referenceImages).where(eq(referenceImages.childId, amy.child.id));
    const response = await call('POST', `/${father.guardian.id}/join`, operator, { childId: amy.child.id });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({
      userId: father.guardian.id,
      childId: amy.child.id,
      familyId: amy.familyId,
    });

    const [row] = await db.select().from(guardians).where(eq(guardians.id, father.guardian.id));
    expect(row).toMatchObject({ status: 'approved', subscriptionType: 'trial' });
    const [member] = await db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.guardianId, father.guardian.id));
    expect(member).toMatchObject({ familyId: amy.familyId, role: 'guardian' });
    expect(await db.select().from(children).where(eq(children.id, father.child.id))).toEqual([]);
    const after = await db
      .select({ id: referenceImages.id, face: faces.id })
      .from(referenceImages)
      .innerJoin(faces, eq(faces.referenceImageId, referenceImages.id))
      .where(eq(referenceImages.childId, amy.child.id));
    expect(after).toHaveLength(before.length + 1);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian.join'), eq(auditLog.targetId, father.guardian.id)));
    expect(entry?.detail).toMatchObject({ childId: amy.child.id, removedChildId: father.child.id });
    expect(await mailsTo(server, father.guardian.email)).toHaveLength(1);

    // He now sees her: his children are his family's.
    const { headers } = await loginAs(server.url, father.guardian.email);
    const list = await fetch(`${server.url}/api/users/${father.guardian.id}/children`, { headers });
    expect(((await list.json()) as { childId: string }[]).map((child) => child.childId)).toEqual([
      amy.child.id,
    ]);
  });

  it('refuses with 409 a child not approved, one of another facility, or a guardian not waiting', async () => {
    const { db } = server.database;
    const father = await waiting([identityCrop('amy', 4)]);
    const notApproved = await waiting([]);
    const elsewhere = await createGuardian(db, { facilityId: (await createFacility(db)).id });
    for (const childId of [notApproved.child.id, elsewhere.child.id]) {
      const refused = await call('POST', `/${father.guardian.id}/join`, operator, { childId });
      expect(refused.status).toBe(409);
      expect(String((await jsonOf(refused)).message)).toMatch(/ご家族に追加できません/);
    }
    const [unchanged] = await db.select().from(guardians).where(eq(guardians.id, father.guardian.id));
    expect(unchanged?.status).toBe('requested');

    const approved = await call('POST', `/${amy.guardian.id}/join`, operator, { childId: amy.child.id });
    expect(approved.status).toBe(409);
    expect((await jsonOf(approved)).message).toBe('この利用者は承認待ちではありません。');
  });

  it('answers 403 to staff of another facility and 400 in Japanese for a malformed child', async () => {
    const father = await waiting([]);
    const forbidden = await call('POST', `/${father.guardian.id}/join`, otherStaff, {
      childId: amy.child.id,
    });
    expect(forbidden.status).toBe(403);
    const malformed = await call('POST', `/${father.guardian.id}/join`, operator, { childId: 'x' });
    expect(malformed.status).toBe(400);
    expect(String((await jsonOf(malformed)).message)).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('is what `npm run admin -- approve EMAIL --join CHILD_ID` does', async () => {
    const father = await waiting([identityCrop('amy', 4)]);
    const { code, lines } = await runAdminAs(server, operatorEmail, [
      'approve',
      father.guardian.email,
      '--join',
      amy.child.id,
    ]);
    expect(code).toBe(0);
    expect(lines).toEqual([
      `approved ${father.guardian.email} (${father.guardian.id}) into the family ${amy.familyId} of child ${amy.child.id}`,
    ]);
    const [member] = await server.database.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.guardianId, father.guardian.id));
    expect(member?.familyId).toBe(amy.familyId);
  });
});
