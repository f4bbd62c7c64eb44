import type { PaymentRecord } from '@hibi/contract';
import { toPaymentRecord } from '../../billing/billing-records.ts';
import type { AppContext } from '../../context.ts';
import { paymentRepository } from '../../repositories/payment.repository.ts';

/** GET subscriptionHistory (specification §7): the plan's charges, newest first. */
export async function listSubscriptionHistory(
  context: AppContext,
  guardianId: string,
): Promise<PaymentRecord[]> {
  return (await paymentRepository(context.database.db).listForGuardian(guardianId)).map(toPaymentRecord);
}
