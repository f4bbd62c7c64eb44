import { type Executor, eq, notificationPreferences } from '@hibi/db';

/** The notification_preferences table; a type without a row is subscribed. */
export function notificationPreferenceRepository(db: Executor) {
  return {
    async list(guardianId: string) {
      return db
        .select({ type: notificationPreferences.type, optout: notificationPreferences.optout })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.guardianId, guardianId));
    },
    async setOptout(guardianId: string, type: string, optout: boolean, now: Date) {
      await db
        .insert(notificationPreferences)
        .values({ guardianId, type, optout, updatedAt: now })
        .onConflictDoUpdate({
          target: [notificationPreferences.guardianId, notificationPreferences.type],
          set: { optout, updatedAt: now },
        });
    },
  };
}
