import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

// web-push-testing's local push service (RFC 8030 endpoints, RFC 8291 payloads decrypted, VAPID
// checked), started in this process on a free loopback port: no outside service is called.
const require = createRequire(import.meta.url);
type Model = { notifyUrl: string };
type ServerInstance = { _app: { listen(port: number, host: string): Server }; setRequestHandlers(): void };
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => Model };
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: Model,
  port: number,
) => ServerInstance;

/** A browser's subscription as the push service made it, and the id to read its messages by. */
export type TestPushSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

export type LocalPushService = Awaited<ReturnType<typeof startPushService>>;

export async function startPushService() {
  const model = new PushApiModel();
  // Its startServer() listens on a fixed port on every interface: here loopback, on a free port
  // the system picks, and the endpoints it hands out name that port.
  const instance = new WebPushTestingServer(model, 0);
  const server = instance._app.listen(0, '127.0.0.1');
  instance.setRequestHandlers();
  await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${base}/notify/`;

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${await response.text()}`);
    return response.headers.get('content-type')?.includes('json') ? response.json() : undefined;
  };

  return {
    url: base,
    /** What a browser's pushManager.subscribe({ applicationServerKey }) would get. */
    async subscribe(applicationServerKey: string): Promise<TestPushSubscription> {
      const answer = (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })) as {
        data: TestPushSubscription;
      };
      return answer.data;
    },
    /** Every payload the service received for the subscription, decrypted, oldest first. */
    async messages(clientHash: string): Promise<unknown[]> {
      const answer = (await post('/get-notifications', { clientHash })) as { data: { messages: string[] } };
      return answer.data.messages.map((text) => JSON.parse(text));
    },
    /** From now on the service answers 410 Gone for this subscription (the browser dropped it). */
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`, {}),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One local push service for the test file (or describe block), closed after it; `ready` keeps it. */
export function usePushService(ready: (push: LocalPushService) => unknown) {
  let push: LocalPushService | undefined;
  beforeAll(async () => {
    push = await startPushService();
    ready(push);
  });
  afterAll(() => push?.close());
}
