import type { SubscribeResponse } from '@hibi/contract';
import { billingMails } from '../../billing/billing-mail.ts';
import { toSubscriptionRecord } from '../../billing/billing-records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { refreshSubscription } from './refresh-subscription.ts';

/** POST subscription/:id/finalize: after the browser's authentication, the first charge went through or the guardian gave up. */
export async function finalizeSubscription(
  context: AppContext,
  guardianId: string,
  id: string,
): Promise<SubscribeResponse> {
  const { after, current } = await refreshSubscription(context, guardianId, id, ({ before, after }, tx) =>
    before.status === 'incomplete' && after.status === 'active'
      ? billingMails(context, tx).started(after)
      : Promise.resolve(),
  );
  if (after.status === 'incomplete' && !current.paymentClientSecret)
    throw new AppError(
      'payment_failed',
      'カード会社の本人認証が完了しなかったため、お申し込みは完了していません。もう一度お試しください。',
    );
  return { subscription: toSubscriptionRecord(after), paymentClientSecret: current.paymentClientSecret };
}
