import { auditLog, children, deliveries, eq, familyMembers, guardians, subscriptions } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import type { Caller } from '#tests/support/family-client.ts';
import { createGuardian } from '#tests/support/fixtures.ts';
import { type FamilyScene, useFamilyServer } from '#tests/support/use-family-server.ts';

// Decision 0038: what a 家族 may not do, removal, and leaving.
const clock = testClock();
let { server, facilityId, family } = {} as FamilyScene;
useFamilyServer(clock, (scene) => ({ server, facilityId, family } = scene));

/** A mother with a child and a delivered photo, and a grandmother (家族) who joined by her link. */
async function familyWithGrandma() {
  const { db } = server.database;
  const created = await createGuardian(db, { facilityId, approvedAt: clock.daysAgo(3) });
  const mother: Caller = await family.signIn(created.guardian.id, created.guardian.email);
  const [mediaId] = await deliverMedia(
    { db, storage: server.context.storage, facilityId, childId: created.child.id },
    [{ shootingAt: clock.daysAgo(0) }],
  );
  const grandma = await family.join((await family.invite(mother, 'member')).token);
  return { ...created, mother, grandma, mediaId };
}

const auditOf = (action: string) =>
  server.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('a 家族 of the family', () => {
  it('sees the timeline and saves, but gets 403 for the plan, invitations and reference photos', async () => {
    const { child, grandma, mediaId } = await familyWithGrandma();
    const timeline = await family.call('GET', `${child.id}/timeline/list`, grandma);
    expect(timeline.status).toBe(200);
    expect((timeline.body.content as { mediaId: string }[]).map((item) => item.mediaId)).toEqual([mediaId]);
    const saved = await family.call('POST', `children/${child.id}/mediaDonwloadHistory`, grandma, {
      mediaId,
    });
    expect(saved.status).toBe(200);
    const own = `users/${grandma.userId}`;
    for (const [method, path, message] of [
      ['GET', `${own}/subscription`, 'ご利用プラン'],
      ['GET', `${own}/subscriptionHistory`, 'ご利用プラン'],
      ['GET', `${own}/settlement`, 'ご利用プラン'],
      ['GET', `${own}/family/members`, '招待'],
      ['GET', `${child.id}/references`, '登録写真'],
    ] as const) {
      const answer = await family.call(method, path, grandma);
      expect(answer, path).toEqual({
        status: 403,
        body: { statusCode: 403, message: expect.stringContaining(message) },
      });
    }
    const invite = await family.call('POST', `${own}/family/invitations`, grandma, { role: 'member' });
    expect(invite.status).toBe(403);
    // Her own mail settings are hers.
    expect((await family.call('POST', 'users/notifications/unsubscribe?type=news', grandma)).status).toBe(
      200,
    );
  });
});

describe('removing and leaving', () => {
  it('ends a removed member’s access at once: their next call is 401', async () => {
    const { mother, grandma, familyId } = await familyWithGrandma();
    expect((await family.call('GET', 'users/userInfo', grandma)).status).toBe(200);
    const removed = await family.call(
      'DELETE',
      `users/${mother.userId}/family/members/${grandma.userId}`,
      mother,
    );
    expect(removed.status).toBe(200);
    expect((await family.call('GET', 'users/userInfo', grandma)).status).toBe(401);
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: grandma.email, password: 'hibi-signup-9' }),
    });
    expect(login.status).toBe(401);
    const [entry] = await auditOf('family.member_remove');
    expect(entry).toMatchObject({ actorId: mother.userId, targetId: grandma.userId, detail: { familyId } });
    const again = await family.call(
      'DELETE',
      `users/${mother.userId}/family/members/${grandma.userId}`,
      mother,
    );
    expect(again.status).toBe(404);
    const self = await family.call(
      'DELETE',
      `users/${mother.userId}/family/members/${mother.userId}`,
      mother,
    );
    expect(self.status).toBe(409);
  });

  it('lets a member withdraw themselves and keeps the family’s children and photos', async () => {
    const { db } = server.database;
    const { mother, grandma, child, familyId } = await familyWithGrandma();
    const left = await family.call('POST', `users/${grandma.userId}/family/leave`, grandma);
    expect(left.status).toBe(200);
    expect((await family.call('GET', 'users/userInfo', grandma)).status).toBe(401);
    const [gone] = await db.select().from(guardians).where(eq(guardians.id, grandma.userId));
    expect(gone?.status).toBe('withdrawn');
    expect(await db.select().from(children).where(eq(children.id, child.id))).toHaveLength(1);
    expect(await db.select().from(deliveries).where(eq(deliveries.childId, child.id))).toHaveLength(1);
    expect(await db.select().from(familyMembers).where(eq(familyMembers.familyId, familyId))).toHaveLength(1);
    expect((await family.call('GET', `${child.id}/timeline/list`, mother)).status).toBe(200);
    expect(await auditOf('family.leave')).toHaveLength(1);
    // The last 保護者 cannot leave this way: the family would have nobody to manage it.
    const last = await family.call('POST', `users/${mother.userId}/family/leave`, mother);
    expect(last).toMatchObject({ status: 409, body: { message: expect.stringContaining('最後の保護者') } });
  });

  it('keeps the 保護者 who pays the family’s plan until it is cancelled', async () => {
    const { mother } = await familyWithGrandma();
    const father = await family.join((await family.invite(mother, 'guardian')).token);
    const [paid] = await server.database.db
      .insert(subscriptions)
      .values({
        guardianId: mother.userId,
        unitPrice: 980,
        provider: 'test',
        subscriptionStartedAt: clock.now(),
        status: 'active',
      })
      .returning();
    const removeMother = () =>
      family.call('DELETE', `users/${father.userId}/family/members/${mother.userId}`, father);
    const removed = await removeMother();
    expect(removed).toMatchObject({ status: 409, body: { message: expect.stringContaining('お支払い中') } });
    const left = await family.call('POST', `users/${mother.userId}/family/leave`, mother);
    expect(left).toMatchObject({ status: 409, body: { message: expect.stringContaining('お支払い中') } });
    expect((await family.call('GET', 'users/userInfo', mother)).status).toBe(200);

    await server.database.db
      .update(subscriptions)
      .set({ status: 'canceled', endedAt: clock.daysAgo(-20) })
      .where(eq(subscriptions.id, paid?.id ?? ''));
    expect((await removeMother()).status).toBe(200);
  });
});
