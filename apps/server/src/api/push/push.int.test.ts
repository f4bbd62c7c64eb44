import { describe, expect, it } from 'vitest';
import { jsonOf } from '#tests/support/fixtures.ts';
import { pushClient } from '#tests/support/push-client.ts';
import { type LocalPushService, usePushService } from '#tests/support/push-service.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
let push: LocalPushService;
useTestServer((started) => ({ server, facilityId } = started));
usePushService((started) => (push = started));

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function guardian(status: 'approved' | 'requested' = 'approved') {
  const { guardian, headers } = await signedInFamily(server, { facilityId, status });
  return { userId: guardian.id, headers };
}

describe('/api/users/{userId}/push', () => {
  it('answers the VAPID key, subscribes this device, lists it, and turns it off', async () => {
    const client = pushClient(server.url);
    const me = await guardian();
    expect(await client.publicKey(me)).toBe(server.context.settings.VAPID_PUBLIC_KEY);
    const { endpoint, keys } = await push.subscribe(await client.publicKey(me));
    const phone = { ...me, headers: { ...me.headers, 'user-agent': iphone } };
    const subscribed = await jsonOf(await client.call(phone, 'subscribe', { endpoint, keys }));
    expect(subscribed.devices).toEqual([
      expect.objectContaining({ label: 'iPhone', lastSuccessAt: null, thisDevice: true }),
    ]);
    // Subscribing again (a reload) keeps one row.
    await client.call(phone, 'subscribe', { endpoint, keys });
    expect((await client.devices(me)).devices).toHaveLength(1);

    const off = await jsonOf(await client.call(me, 'unsubscribe', { endpoint }));
    expect(off.devices).toEqual([]);
  });

  it('moves a device to whoever subscribed it last, and lets nobody turn off another’s', async () => {
    const client = pushClient(server.url);
    const [first, second] = [await guardian(), await guardian()];
    const { endpoint, keys } = await push.subscribe(await client.publicKey(first));
    await client.call(first, 'subscribe', { endpoint, keys });
    await client.call(second, 'unsubscribe', { endpoint });
    expect((await client.devices(first)).devices).toHaveLength(1);
    await client.call(second, 'subscribe', { endpoint, keys });
    expect((await client.devices(first)).devices).toEqual([]);
    expect((await client.devices(second)).devices).toHaveLength(1);
  });

  it('refuses other users, guardians not yet approved and malformed subscriptions in Japanese', async () => {
    const client = pushClient(server.url);
    const me = await guardian();
    const other = await guardian();
    const { endpoint, keys } = await push.subscribe(await client.publicKey(me));
    const notMine = await client.call({ ...me, userId: other.userId }, 'devices');
    expect(notMine.status).toBe(403);
    const signedOut = await fetch(`${server.url}/api/users/${me.userId}/push/key`);
    expect(signedOut.status).toBe(401);

    const waiting = await client.call(await guardian('requested'), 'subscribe', { endpoint, keys });
    expect(waiting.status).toBe(409);
    expect((await jsonOf(waiting)).message).toBe('スマホへの通知は、ご利用の承認後に設定できます。');

    const badKey = await client.call(me, 'subscribe', { endpoint, keys: { ...keys, p256dh: 'abc' } });
    expect(badKey.status).toBe(400);
    expect(await jsonOf(badKey)).toEqual({
      statusCode: 400,
      message: '通知の暗号鍵: 形式が正しくありません。',
    });
    const badEndpoint = await client.call(me, 'subscribe', { endpoint: 'not a url', keys });
    expect(badEndpoint.status).toBe(400);
    expect((await jsonOf(badEndpoint)).message).toMatch(/^通知の宛先/);
    expect((await client.devices(me)).devices).toEqual([]);
  });
});
