import { notificationTypes } from '@hibi/contract';
import { and, type Executor, eq, inArray, notificationPreferences } from '@hibi/db';

/** The opt-outs chosen at sign-up (a missing row means the guardian gets that mail). */
export function notificationOptoutRepository(db: Executor) {
  return {
    /** Exactly `optouts` are opted out afterwards, of the types sign-up offers. */
    async replace(guardianId: string, optouts: readonly string[]) {
      await db
        .delete(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.guardianId, guardianId),
            inArray(notificationPreferences.type, [...notificationTypes]),
          ),
        );
      const types = [...new Set(optouts)];
      if (types.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(types.map((type) => ({ guardianId, type, optout: true })));
    },
  };
}
