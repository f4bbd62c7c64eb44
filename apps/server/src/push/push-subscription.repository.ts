import { and, asc, type Executor, eq, inArray, pushSubscriptions } from '@hibi/db';

export type NewPushSubscription = {
  guardianId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
};

/** The push_subscriptions table: a guardian's devices that take Web Push (decision 0081). */
export function pushSubscriptionRepository(db: Executor) {
  return {
    /**
     * A device subscribes, or again: the endpoint is the browser's, so whoever signed in on it
     * last owns it (a phone handed to the other parent stops telling the first one).
     */
    async upsert(row: NewPushSubscription, now: Date) {
      await db
        .insert(pushSubscriptions)
        .values({ ...row, createdAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { guardianId: row.guardianId, p256dh: row.p256dh, auth: row.auth, label: row.label },
        });
    },
    /** The guardian's own device only: another guardian's endpoint is left alone. */
    async deleteOwn(guardianId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.guardianId, guardianId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    listOfGuardian(guardianId: string) {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.guardianId, guardianId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },
    /** The ids of these guardians' devices: whom a push job is queued for. */
    idsOfGuardians(guardianIds: readonly string[]) {
      if (guardianIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: pushSubscriptions.id, guardianId: pushSubscriptions.guardianId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.guardianId, [...guardianIds]));
    },
    async findById(id: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },
    /** The push service said the subscription is gone (404/410): the browser will not take more. */
    async deleteById(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async markSuccess(id: string, at: Date) {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}
