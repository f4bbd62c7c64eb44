import { asc, auditLog, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { jsonOf, setCookies } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { newAddress, type ReferenceTicket, requestBody } from '#tests/support/signup-client.ts';
import { type SignupScene, useSignupServer } from '#tests/support/use-signup-server.ts';

let { server, api, groupId, photo } = {} as SignupScene;
useSignupServer((scene) => ({ server, api, groupId, photo } = scene));

describe('sign-up, end to end (specification §4)', () => {
  it('init → mailed code → auth → request → uploads → references → finalize: requested', async () => {
    const email = newAddress();
    expect((await api.init(email)).status).toBe(200);
    expect((await mailsTo(server, email))[0]?.subject).toBe('【ひびフォト】新規登録の認証コード');

    const auth = await api.auth(email, await api.latestCode(email));
    expect(auth.status).toBe(200);
    expect(setCookies(auth).get('refreshToken')).toMatch(/HttpOnly/);
    const { accessToken } = (await auth.json()) as { accessToken: string };
    const userId = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sub;
    const guardian = { userId, token: accessToken };
    expect((await api.stateOf(guardian)).guardian?.status).toBe('verified');

    const tickets = await api.tickets(await api.request(guardian, requestBody(groupId)));
    expect(tickets).toHaveLength(3);
    expect(new Set(tickets.map((ticket) => ticket.referenceId)).size).toBe(3);
    expect(tickets[0]).toMatchObject({ url: '/storage/upload', AWSAccessKeyId: 'hibi-local' });
    const requestedState = await api.stateOf(guardian);
    expect(requestedState.guardian).toMatchObject({
      lastName: '日比',
      firstName: '花子',
      status: 'verified',
    });
    expect(requestedState.kids).toMatchObject([
      { firstName: 'たろう', nickname: 'たろちゃん', birthday: '2023-05-10', facilityId: groupId },
    ]);
    expect(requestedState.optouts).toMatchObject([{ type: 'news', optout: true }]);

    await api.uploadAll(tickets, photo);
    expect(
      (
        await api.register(
          guardian,
          tickets.map((ticket) => ticket.referenceId),
        )
      ).status,
    ).toBe(200);
    expect((await api.finalize(guardian)).status).toBe(200);
    const done = await api.stateOf(guardian);
    expect(done.guardian?.status).toBe('requested');
    expect(done.images.map((image) => image.status)).toEqual(['uploaded', 'uploaded', 'uploaded']);

    const db = server.database.db;
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, userId))
      .orderBy(asc(auditLog.id));
    expect(trail.map((entry) => [entry.action, entry.actorId, entry.detail])).toEqual([
      ['guardian.sign_up', userId, { to: 'unverified' }],
      ['guardian.verify_email', userId, { from: 'unverified', to: 'verified' }],
      ['guardian.request', userId, { from: 'verified', to: 'requested' }],
    ]);
  });

  it('in the specification’s order too: finalize with fewer photos than tickets, then register', async () => {
    const { guardian, tickets } = await api.requested(groupId);
    const [first, second] = tickets as [ReferenceTicket, ReferenceTicket];
    await api.uploadAll([first, second], photo);
    expect((await api.finalize(guardian)).status).toBe(200);
    const finalized = await api.stateOf(guardian);
    expect(finalized.guardian?.status).toBe('requested');
    expect(finalized.images.find((image) => image.id === first.referenceId)?.status).toBe('uploaded');
    expect(finalized.images.map((image) => image.status).sort()).toEqual(['pending', 'uploaded', 'uploaded']);

    // Registering only the first photo drops the others, their files included.
    expect((await api.register(guardian, [first.referenceId])).status).toBe(200);
    const registered = (await api.stateOf(guardian)).images;
    expect(registered.map((image) => [image.id, image.status])).toEqual([[first.referenceId, 'uploaded']]);
    expect(await server.context.storage.exists(second.key)).toBe(false);
  });

  it('refuses at finalize a text file uploaded as a .jpg, and changes nothing', async () => {
    const { guardian, tickets } = await api.requested(groupId);
    const disguised = { bytes: Buffer.from('ただのテキストです'), type: 'image/jpeg', name: 'photo.jpg' };
    await api.uploadAll(tickets.slice(0, 1), disguised);
    const before = await api.stateOf(guardian);
    const response = await api.finalize(guardian);
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).message).toMatch(/画像として読み込めないファイル/);
    expect(await api.stateOf(guardian)).toEqual(before);
  });
});
