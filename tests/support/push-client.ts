import type { PushDeviceList } from '@hibi/contract';
import type { LocalPushService, TestPushSubscription } from './push-service.ts';

type Caller = { userId: string; headers: Record<string, string> };

/** The push calls of a signed-in guardian, through the real API. */
export function pushClient(serverUrl: string) {
  const call = async (caller: Caller, path: string, body?: unknown) => {
    const response = await fetch(`${serverUrl}/api/users/${caller.userId}/push/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...caller.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response;
  };
  const ok = async <T>(response: Promise<Response>): Promise<T> => {
    const answer = await response;
    if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };

  return {
    call,
    publicKey: async (caller: Caller) => (await ok<{ publicKey: string }>(call(caller, 'key'))).publicKey,
    devices: (caller: Caller) => ok<PushDeviceList>(call(caller, 'devices')),
    /** As the app does on a phone: the push service's subscription for the server's key, sent to the server. */
    async subscribeDevice(caller: Caller, service: LocalPushService): Promise<TestPushSubscription> {
      const subscription = await service.subscribe(await this.publicKey(caller));
      const { endpoint, keys } = subscription;
      await ok(call(caller, 'subscribe', { endpoint, keys }));
      return subscription;
    },
  };
}
