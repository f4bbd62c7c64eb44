import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** base64url without padding, of `bytes` bytes: how VAPID keys are written (web-push's own form). */
const vapidKey = (bytes: number, what: string) =>
  optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, `must be base64url without padding (${what})`)
      .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be ${bytes} bytes (${what})`)
      .optional(),
  );

/**
 * The VAPID pair that signs every Web Push (RFC 8292), and who the push services may contact
 * about it. Both keys or neither: unset, a pair is generated into DATA_DIR (vapid-keys.ts).
 */
export const pushFields = {
  VAPID_PUBLIC_KEY: vapidKey(65, 'an uncompressed P-256 public key'),
  VAPID_PRIVATE_KEY: vapidKey(32, 'a P-256 private key'),
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
};

type PushEnv = { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined };

export function requireBothVapidKeys(env: PushEnv, ctx: z.RefinementCtx) {
  if (Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)) return;
  const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
  const set = env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
  ctx.addIssue({
    code: 'custom',
    path: [missing],
    message: `is required when ${set} is set (the two keys are one pair)`,
  });
}
