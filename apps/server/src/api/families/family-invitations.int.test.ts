import { auditLog, eq, familyInvitations } from '@hibi/db';
import { FAMILY_MEMBER_LIMIT } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import type { Caller } from '#tests/support/family-client.ts';
import { createGuardian } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { type FamilyScene, useFamilyServer } from '#tests/support/use-family-server.ts';

// Decision 0038: a 保護者 invites by a link that works once, for 7 days, until revoked.
const clock = testClock();
let { server, facilityId, family } = {} as FamilyScene;
useFamilyServer(clock, (scene) => ({ server, facilityId, family } = scene));

async function mother() {
  const created = await createGuardian(server.database.db, { facilityId, approvedAt: clock.daysAgo(3) });
  const caller: Caller = await family.signIn(created.guardian.id, created.guardian.email);
  return { ...created, caller };
}

const auditOf = (action: string) =>
  server.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('family invitations', () => {
  it('let the invited person sign up with address, password and code, and join with the chosen role', async () => {
    const { caller, familyId, guardian } = await mother();
    const invited = await family.invite(caller, 'member');
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({
      role: 'member',
      url: expect.stringMatching(/\/invite\/[\w-]{43}\/$/),
    });
    // Only the hash is kept: the token itself is nowhere in the table.
    const [row] = await server.database.db.select().from(familyInvitations);
    expect(row?.tokenHash).not.toContain(invited.token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await family.preview(invited.token)).body).toMatchObject({
      role: 'member',
      invitedBy: expect.any(String),
    });

    const grandma = await family.join(invited.token);
    expect(grandma.answer.status).toBe(200);
    const standing = await family.call('GET', `users/${grandma.userId}/family`, grandma);
    expect(standing.body).toMatchObject({ role: 'member' });
    const info = await family.call('GET', 'users/userInfo', grandma);
    // Approved at once, on the family's plan (the inviter's trial), without photos or an operator.
    expect(info.body).toMatchObject({ status: 'approved', subscriptionType: 'trial' });
    expect(info.body.approvedAt).toBe(guardian.approvedAt?.toISOString());
    const list = await family.members(caller);
    expect((list.body.members as { userId: string }[]).map((m) => m.userId)).toEqual([
      guardian.id,
      grandma.userId,
    ]);
    const [join] = await auditOf('family.join');
    expect(join).toMatchObject({ actorId: grandma.userId, detail: { familyId, role: 'member' } });
    expect(await auditOf('family.invite')).toHaveLength(1);
    // The mother is told that her link was used, by which address and as what (issue 44, point 8).
    await expect
      .poll(async () => (await mailsTo(server, guardian.email)).map((mail) => mail.subject))
      .toContain('【ひびフォト】ご家族が参加しました');
    const [joined] = (await mailsTo(server, guardian.email)).filter((mail) =>
      mail.subject.includes('参加しました'),
    );
    expect(joined?.text).toContain('家族としてご家族に参加しました');
    expect(joined?.text).toContain('/mypage/family/');
  });

  it('work once: a second person with the same link is refused', async () => {
    const { caller } = await mother();
    const { token } = await family.invite(caller, 'guardian');
    expect((await family.join(token)).answer.status).toBe(200);
    const second = await family.join(token);
    expect(second.answer).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: expect.stringContaining('すでに使われています') },
    });
    expect((await family.preview(token)).status).toBe(409);
  });

  it('expire after 7 days', async () => {
    const { caller } = await mother();
    const { token } = await family.invite(caller, 'member');
    clock.advance(7 * 86_400_000);
    try {
      const late = await family.join(token);
      expect(late.answer).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining('有効期限が切れています') },
      });
    } finally {
      clock.advance(-7 * 86_400_000);
    }
  });

  it('can be revoked, and then stop working at once', async () => {
    const { caller } = await mother();
    const { token, body } = await family.invite(caller, 'member');
    const path = `users/${caller.userId}/family/invitations/${body.invitationId}`;
    expect((await family.call('DELETE', path, caller)).status).toBe(200);
    expect((await family.call('DELETE', path, caller)).status).toBe(404);
    expect((await family.join(token)).answer).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('取り消されました') },
    });
    expect((await family.members(caller)).body.invitations).toEqual([]);
    expect(await auditOf('family.invite_revoke')).toHaveLength(1);
  });

  it(`keep a family within ${FAMILY_MEMBER_LIMIT} people, counting open links`, async () => {
    const { caller } = await mother();
    for (let i = 1; i < FAMILY_MEMBER_LIMIT; i++)
      expect((await family.invite(caller, 'member')).status).toBe(200);
    const over = await family.invite(caller, 'member');
    expect(over).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining(`${FAMILY_MEMBER_LIMIT}人まで`) },
    });
  });

  it('answer a malformed or unknown token with a Japanese 4xx', async () => {
    expect((await family.preview('short')).status).toBe(400);
    const unknown = await family.preview('a'.repeat(43));
    expect(unknown).toMatchObject({ status: 404, body: { message: expect.stringContaining('招待リンク') } });
  });
});
