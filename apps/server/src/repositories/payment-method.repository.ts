import type { CardSummary } from '@hibi/contract';
import { and, type Executor, eq, type PaymentProvider, paymentMethods } from '@hibi/db';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The guardian's customer at the provider and the card on file (one per guardian). */
export function paymentMethodRepository(db: Executor) {
  return {
    async find(guardianId: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.guardianId, guardianId));
      return row;
    },

    /** The guardian whose customer this is, for events that name only the customer. */
    async guardianOfCustomer(provider: PaymentProvider, customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ guardianId: paymentMethods.guardianId })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.providerCustomerId, customerId)));
      return row?.guardianId;
    },

    /** A new customer replaces one of another provider (an installation that moved to Stripe). */
    async saveCustomer(guardianId: string, provider: PaymentProvider, customerId: string): Promise<void> {
      const card = {
        providerPaymentMethodId: null,
        cardBrand: null,
        cardLast4: null,
        cardExpMonth: null,
        cardExpYear: null,
      };
      await db
        .insert(paymentMethods)
        .values({ guardianId, provider, providerCustomerId: customerId, ...card })
        .onConflictDoUpdate({
          target: paymentMethods.guardianId,
          set: { provider, providerCustomerId: customerId, ...card },
        });
    },

    async saveCard(
      guardianId: string,
      paymentMethodId: string,
      card: CardSummary,
    ): Promise<PaymentMethodRow> {
      const [row] = await db
        .update(paymentMethods)
        .set({
          providerPaymentMethodId: paymentMethodId,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
        })
        .where(eq(paymentMethods.guardianId, guardianId))
        .returning();
      if (!row) throw new Error(`no customer for guardian ${guardianId}`);
      return row;
    },
  };
}
