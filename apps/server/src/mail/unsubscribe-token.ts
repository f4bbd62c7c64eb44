import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationType, notificationTypes } from '@hibi/contract';

export type UnsubscribeTarget = { guardianId: string; type: NotificationType };

// The version leads the token, so the format or key can change while links already mailed still
// work for as long as the old version is accepted. Links do not expire: old mails must keep working.
const version = '1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isNotificationType = (value: string): value is NotificationType =>
  (notificationTypes as readonly string[]).includes(value);

/** Tokens of the one-click unsubscribe links: `1.<guardianId>.<type>.<HMAC-SHA256>`. */
export function unsubscribeTokens(secret: string) {
  const sign = (guardianId: string, type: string) =>
    createHmac('sha256', secret)
      .update(`unsubscribe\0${version}\0${guardianId}\0${type}`)
      .digest('base64url');

  return {
    make({ guardianId, type }: UnsubscribeTarget): string {
      return [version, guardianId, type, sign(guardianId, type)].join('.');
    },
    /** The target of a genuine token; null for anything altered, unknown or malformed. */
    check(token: string): UnsubscribeTarget | null {
      const [tokenVersion, guardianId = '', type = '', signature = '', ...rest] = token.split('.');
      if (tokenVersion !== version || rest.length > 0) return null;
      if (!uuid.test(guardianId) || !isNotificationType(type)) return null;
      const expected = Buffer.from(sign(guardianId, type));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? { guardianId, type }
        : null;
    },
  };
}
