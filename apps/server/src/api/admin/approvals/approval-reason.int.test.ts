import type { AdminFamily, ApprovalDetail } from '@hibi/contract';
import { and, auditLog, children, eq, guardians } from '@hibi/db';
import { createFaceEngine, SAME_CHILD_SIMILARITY } from '@hibi/vision';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#tests/support/admin-api.ts';
import { runAdminAs } from '#tests/support/admin-cli-test-run.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { jsonOf } from '#tests/support/fixtures.ts';
import { type SameChildScene, useSameChildScene } from '#tests/support/same-child-scene.ts';

// Decision 0039: a request whose child is most likely an enrolled child of another family is
// approved as a different child only with a written reason, which the audit log keeps.
let { server, facilityId, operator, operatorEmail, otherStaff, amy, waiting } = {} as SameChildScene;
const engine = createFaceEngine();

useSameChildScene(
  engine,
  (scene) => ({ server, facilityId, operator, operatorEmail, otherStaff, amy, waiting } = scene),
  {
    // Faces are detected on a CPU shared with other work.
    timeout: 180_000,
  },
);

const api = (method: 'GET' | 'POST', path: string, token = operator, body?: unknown) =>
  adminApi(server.url, token)(method, path, body);

const statusOf = async (guardianId: string) =>
  (await server.database.db.select().from(guardians).where(eq(guardians.id, guardianId)))[0]?.status;

describe('approving a likely same child of another family', { timeout: 120_000 }, () => {
  it("names the enrolled child's birthday, class and family on the request", async () => {
    const stranger = await waiting([identityCrop('amy', 4), identityCrop('amy', 5)]);
    const detail = (await jsonOf(await api('GET', `/approvals/${stranger.guardian.id}`))) as ApprovalDetail;
    expect(detail.sameChild).toMatchObject({ childId: amy.child.id, familyId: amy.familyId });
    expect(detail.sameChild?.guardians).toEqual([
      { guardianId: amy.guardian.id, lastName: amy.guardian.lastName, firstName: amy.guardian.firstName },
    ]);
    const [close] = detail.lookAlikes;
    expect(close).toMatchObject({
      childId: amy.child.id,
      childName: '日比 えみ',
      birthday: '2022-05-14',
      className: 'りす組',
      familyId: amy.familyId,
      sameFamily: false,
    });
    expect(close?.similarity).toBeGreaterThanOrEqual(SAME_CHILD_SIMILARITY);
  });

  // Before any look-alike of hers is approved into another family below.
  it('needs no reason for a stranger, nor for a brother or sister of the same family', async () => {
    const stranger = await waiting([identityCrop('leonard', 1)]);
    const plain = await api('POST', `/approvals/${stranger.guardian.id}/approve`, operator, {});
    expect(plain.status).toBe(200);

    const sibling = await waiting([identityCrop('amy', 5)]);
    await server.database.db
      .update(children)
      .set({ familyId: amy.familyId })
      .where(eq(children.id, sibling.child.id));
    const detail = (await jsonOf(await api('GET', `/approvals/${sibling.guardian.id}`))) as ApprovalDetail;
    expect(detail.sameChild).toBeNull();
    expect(detail.lookAlikes[0]).toMatchObject({ childId: amy.child.id, sameFamily: true });
    expect((await api('POST', `/approvals/${sibling.guardian.id}/approve`, operator, {})).status).toBe(200);
  });

  it('refuses without a reason (blank included) with 400 in Japanese, and approves with one, audited', async () => {
    const stranger = await waiting([identityCrop('amy', 4)]);
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await api('POST', `/approvals/${stranger.guardian.id}/approve`, operator, body);
      expect(refused.status).toBe(400);
      expect((await jsonOf(refused)).message).toMatch(/別のお子さまとして承認する理由を入力してください/);
    }
    expect(await statusOf(stranger.guardian.id)).toBe('requested');

    const reason = '双子のきょうだいで、園で別々のお子さまと確認しました';
    const approved = await api('POST', `/approvals/${stranger.guardian.id}/approve`, operator, { reason });
    expect(approved.status).toBe(200);
    expect(await statusOf(stranger.guardian.id)).toBe('approved');
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian.approve'), eq(auditLog.targetId, stranger.guardian.id)));
    expect(entry?.detail).toMatchObject({ reason, differentFrom: amy.child.id, matchedBy: ['faces'] });
  });

  it('is refused by `npm run admin -- approve` without --reason, and done with it', async () => {
    const stranger = await waiting([identityCrop('amy', 4)]);
    const email = stranger.guardian.email;
    await expect(runAdminAs(server, operatorEmail, ['approve', email])).rejects.toThrow(
      /理由を入力してください/,
    );
    expect(await statusOf(stranger.guardian.id)).toBe('requested');
    const { code, lines } = await runAdminAs(server, operatorEmail, [
      'approve',
      email,
      '--reason',
      '別人と確認済み',
    ]);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^approved .* as a different child, with the reason kept$/);
  });
});

describe('GET /api/admin/families/{familyId}', () => {
  it('shows the family its children and members, to staff of its facility only', async () => {
    const response = await api('GET', `/families/${amy.familyId}`);
    expect(response.status).toBe(200);
    const family = (await response.json()) as AdminFamily;
    expect(family.children).toContainEqual(
      expect.objectContaining({ childId: amy.child.id, className: 'りす組', approved: true }),
    );
    expect(family.members).toEqual([
      expect.objectContaining({ guardianId: amy.guardian.id, email: amy.guardian.email, role: 'guardian' }),
    ]);
    const hidden = await api('GET', `/families/${amy.familyId}`, otherStaff);
    expect(hidden.status).toBe(404);
    expect((await jsonOf(hidden)).message).toBe('ご家族が見つかりません。');
  });
});
