// Per-guardian notification opt-outs; a missing row means "subscribed".
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { requiredReference, updatedAt } from './columns.ts';
import { guardians } from './guardians.ts';

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    /** e.g. 'daily_photos', 'photo_movie_release' (premium only); text so new types need no migration. */
    type: text('type').notNull(),
    optout: boolean('optout').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.guardianId, t.type] })],
);

export type NotificationPreference = typeof notificationPreferences.$inferSelect;
export type NewNotificationPreference = typeof notificationPreferences.$inferInsert;
