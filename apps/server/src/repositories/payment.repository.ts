import { desc, type Executor, eq, type NewPayment, payments, sql } from '@hibi/db';

export type PaymentRow = typeof payments.$inferSelect;

/** The history of charges: one row per provider invoice, written again when the provider says more. */
export function paymentRepository(db: Executor) {
  return {
    async upsert(values: NewPayment): Promise<void> {
      await db
        .insert(payments)
        .values(values)
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerInvoiceId],
          set: {
            amount: values.amount,
            status: values.status,
            periodStartsAt: values.periodStartsAt,
            periodEndsAt: values.periodEndsAt,
            occurredAt: values.occurredAt,
            updatedAt: sql`now()`,
          },
        });
    },

    async listForGuardian(guardianId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.guardianId, guardianId))
        .orderBy(desc(payments.occurredAt), desc(payments.createdAt));
    },
  };
}
