import { createHash } from 'node:crypto';
import type { PushPayload } from '@hibi/contract';
import webPush from 'web-push';

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };
type Device = { endpoint: string; p256dh: string; auth: string };

/** How long one push service may take to answer before the job tries again. */
const timeoutMs = 30_000;

/** RFC 8030's Topic (32 base64url characters at most): a push service keeps one message per topic. */
const topicOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** web-push's headers as fetch takes them: strings, and the length left to fetch to set. */
function fetchHeaders(headers: webPush.Headers): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

export class PushServiceError extends Error {
  override name = 'PushServiceError';
}

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, then posts with
 * fetch: web-push's own sender speaks https only, and the local push service of the tests and of
 * development is plain http on loopback. 'gone' when the push service no longer knows the
 * subscription (404, 410); any other non-2xx answer or a network failure throws.
 */
export async function sendWebPush(
  device: Device,
  payload: PushPayload,
  options: { key: string; ttlSeconds: number; vapid: VapidDetails },
): Promise<'delivered' | 'gone'> {
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      topic: topicOf(options.key),
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: fetchHeaders(request.headers),
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The answer's body is the push service's reason; read it so the connection is reused.
  const reason = (await response.text()).slice(0, 200);
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushServiceError(`push service answered ${response.status}: ${reason}`);
  return 'delivered';
}
