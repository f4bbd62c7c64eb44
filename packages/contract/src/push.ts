import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';

// Web Push on the family's phones (decision 0081): the calls of /api/users/{userId}/push/… and
// what every push carries to the service worker.

/** A key as PushSubscription.toJSON() gives it: `chars` base64url characters, padding allowed. */
const base64urlKey = (chars: number, padding: string, message: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}(${padding})?$`), message);

/** GET /api/users/{userId}/push/key: the server's VAPID public key (applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** POST /api/users/{userId}/push/subscribe: the browser's PushSubscription.toJSON(). */
export const pushSubscribeSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    // 65 bytes: an uncompressed P-256 point; 16: the auth secret (RFC 8291).
    p256dh: base64urlKey(87, '=', '形式が正しくありません。'),
    auth: base64urlKey(22, '==', '形式が正しくありません。'),
  }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

/** POST /api/users/{userId}/push/unsubscribe: this device's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.url({ protocol: /^https?$/ }).max(2000) });

/** One device of the guardian that receives push; the endpoint itself stays on the server. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** Made from the browser's user agent when it subscribed, e.g. 「iPhone」「Android」. */
  label: z.string(),
  createdAt: z.iso.datetime(),
  lastSuccessAt: z.iso.datetime().nullable().describe('when a push last reached it'),
  /** True for the device whose endpoint the request named (subscribe's), else false. */
  thisDevice: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** GET /api/users/{userId}/push/devices?endpoint=: marks this device's row when named. */
export const pushDevicesQuerySchema = z.object({ endpoint: z.url().max(2000).optional() });

/** The schemas of the push calls (decision 0086), all addressed by the guardian's userId. */
export const pushSchemas = {
  key: { params: userIdParamsSchema, answer: pushKeySchema },
  devices: { params: userIdParamsSchema, query: pushDevicesQuerySchema, answer: pushDeviceListSchema },
  subscribe: { params: userIdParamsSchema, body: pushSubscribeSchema, answer: pushDeviceListSchema },
  unsubscribe: { params: userIdParamsSchema, body: pushUnsubscribeSchema, answer: pushDeviceListSchema },
};

/**
 * What the service worker gets in every push: always a notification to show (a silent push is
 * revoked by iOS), and the page of the app to open on tap.
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(80),
  body: z.string().min(1).max(200),
  /** A path of the app, e.g. /timeline/ or /photomovie/{id}/?child=… */
  url: z.string().regex(/^\/[^/]/, 'must be a path of the site'),
  /** One notification per tag on the phone: a newer one replaces it. */
  tag: z.string().min(1).max(100),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
