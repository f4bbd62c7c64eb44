import { and, type Executor, eq, isNull, type PaymentProvider, paymentEvents, sql } from '@hibi/db';

/** Provider events, kept so that a redelivered one is applied once. */
export function paymentEventRepository(db: Executor) {
  return {
    /** Records the event; false when it was already applied (a replay). */
    async recordUnapplied(
      provider: PaymentProvider,
      event: { id: string; type: string; payload: Record<string, unknown> },
    ): Promise<boolean> {
      await db
        .insert(paymentEvents)
        .values({ provider, providerEventId: event.id, type: event.type, payload: event.payload })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.provider, provider),
            eq(paymentEvents.providerEventId, event.id),
            isNull(paymentEvents.processedAt),
          ),
        );
      return row !== undefined;
    },

    async markApplied(provider: PaymentProvider, eventId: string): Promise<void> {
      await db
        .update(paymentEvents)
        .set({ processedAt: sql`now()` })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, eventId)));
    },
  };
}
