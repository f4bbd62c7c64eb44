import {
  and,
  desc,
  type Executor,
  eq,
  guardians,
  isNull,
  type NewSubscription,
  ne,
  subscriptions,
} from '@hibi/db';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The one place that reads and writes subscription records. */
export function subscriptionRepository(db: Executor) {
  return {
    /**
     * Holds the guardian's row until the transaction ends, so two subscribe clicks, or a webhook
     * and the browser's return, change one guardian's plan one after the other.
     */
    async lockGuardian(guardianId: string) {
      await db.select({ id: guardians.id }).from(guardians).where(eq(guardians.id, guardianId)).for('update');
    },

    async latest(guardianId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.guardianId, guardianId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row;
    },

    async findOwn(guardianId: string, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.guardianId, guardianId)));
      return row;
    },

    async findByProviderId(providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row;
    },

    /** The records guardians see (§3), oldest first: the last is the current one. Unpaid attempts are left out. */
    async listShown(guardianId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.guardianId, guardianId), ne(subscriptions.status, 'incomplete')))
        .orderBy(subscriptions.createdAt);
    },

    async insert(values: NewSubscription): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('subscription insert returned nothing');
      return row;
    },

    /** Deletes an attempt the provider refused, while nothing of the provider's refers to it. */
    async removeUnsent(id: string) {
      await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.id, id), isNull(subscriptions.providerSubscriptionId)));
    },

    /** Marks an attempt as no longer running, so the next click may finish it at once. */
    async release(id: string) {
      await db
        .update(subscriptions)
        .set({ updatedAt: new Date(0) })
        .where(eq(subscriptions.id, id));
    },

    async update(id: string, values: Partial<NewSubscription>): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      if (!row) throw new Error(`subscription ${id} is gone`);
      return row;
    },
  };
}
