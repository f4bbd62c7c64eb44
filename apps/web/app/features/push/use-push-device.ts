import type { PushDevice } from '@hibi/contract';
import { useCallback, useEffect, useState } from 'react';
import { sessionAccount } from '~/features/session/session-state';
import { fetchPushDevices, fetchPushKey, removePushSubscription, sendPushSubscription } from './push-calls';
import { type PushSupport, pushSupport, readPushEnvironment } from './push-support';

const failed = '通知を設定できませんでした。時間をおいて、もう一度お試しください。';
const refused = '通知が許可されていません。端末の設定で、このアプリの通知を許可してください。';

/** The app's service worker (registered after load, production builds only), or null within 10 s. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID key as PushManager takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

export type PushDeviceState = {
  support: PushSupport | null;
  /** This browser's subscription, when push is on here. */
  on: boolean;
  devices: PushDevice[];
  busy: boolean;
  error: string | null;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
};

/**
 * Push on this device (decision 0081): on asks the browser's permission (only on a tap), subscribes
 * with the server's key and sends the subscription; off unsubscribes here and on the server.
 */
export function usePushDevice(): PushDeviceState {
  const userId = sessionAccount.use()?.user.userId ?? null;
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [devices, setDevices] = useState<PushDevice[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const found = pushSupport(readPushEnvironment());
    setSupport(found);
    if (found !== 'supported' || !userId) return;
    void (async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const current = (await registration?.pushManager.getSubscription()) ?? null;
      setSubscription(current);
      // Sent again when on: a browser may renew its subscription, and the server keeps the latest.
      const answer = current
        ? await sendPushSubscription(userId, current.toJSON())
        : await fetchPushDevices(userId, null);
      setDevices(answer.devices);
    })().catch(() => undefined);
  }, [userId]);

  const run = useCallback(async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = () =>
    run(async () => {
      if (!userId) return;
      if ((await Notification.requestPermission()) !== 'granted') {
        setError(refused);
        return;
      }
      const registration = await workerRegistration();
      if (!registration) throw new Error('no service worker');
      const { publicKey } = await fetchPushKey(userId);
      const created = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      setDevices((await sendPushSubscription(userId, created.toJSON())).devices);
      setSubscription(created);
    });

  const turnOff = () =>
    run(async () => {
      if (!userId || !subscription) return;
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      setSubscription(null);
      setDevices((await removePushSubscription(userId, endpoint)).devices);
    });

  return { support, on: subscription !== null, devices, busy, error, turnOn, turnOff };
}
