// A guardian's devices that take Web Push (decision 0081): one row per browser subscription, so
// every family member turns push on and off per phone.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredReference, timestamptz } from './columns.ts';
import { guardians } from './guardians.ts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    /** The push service's URL for this browser (RFC 8030); one device, whoever subscribed it last. */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the family sees in its device list, e.g. 「iPhone（ホーム画面）」; made from the user agent. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    /** When the push service last accepted a message for it (null: none yet). */
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [index('push_subscriptions_guardian_idx').on(t.guardianId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
