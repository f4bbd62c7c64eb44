import type { SubscribeResponse, SubscriptionRecord } from '@hibi/contract';
import type { Transaction } from '@hibi/db';
import { billingMails } from '../../billing/billing-mail.ts';
import { toPaymentRecord, toSubscriptionRecord } from '../../billing/billing-records.ts';
import type { ProviderSubscription } from '../../billing/providers/payment-provider.ts';
import { syncSubscription } from '../../billing/sync-subscription.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { paymentRepository } from '../../repositories/payment.repository.ts';
import { type SubscriptionRow, subscriptionRepository } from '../../repositories/subscription.repository.ts';
import { subscribe } from './subscribe.ts';

type Synced = { before: SubscriptionRow; after: SubscriptionRow; current: ProviderSubscription };

const noSubscription = () => new AppError('not_found', 'ご利用中の有料プランが見つかりませんでした。');

/** The paid plan's calls (specification §7): records, start, finalize, leave or stay, history. */
export function subscriptionService(context: AppContext) {
  const { db } = context.database;
  const provider = context.payments;

  /**
   * Re-reads the provider's subscription into ours: the provider first, outside any transaction
   * (docs/decisions/0034), then our row under the guardian's lock. `before` is the row as the lock
   * found it, so of two concurrent calls only one sees the change.
   */
  async function refresh(
    guardianId: string,
    id: string,
    mail: (synced: Synced, tx: Transaction) => Promise<unknown>,
  ) {
    const row = await subscriptionRepository(db).findOwn(guardianId, id);
    if (!row?.providerSubscriptionId) throw noSubscription();
    const current = await provider.retrieveSubscription(row.providerSubscriptionId);
    const invoices = await provider.listInvoices(current.id);
    return db.transaction(async (tx) => {
      const subscriptions = subscriptionRepository(tx);
      await subscriptions.lockGuardian(guardianId);
      const before = await subscriptions.findOwn(guardianId, id);
      if (!before) throw noSubscription();
      const after = await syncSubscription(tx, provider.name, before, current, invoices, context.now());
      await mail({ before, after, current }, tx);
      return { before, after, current };
    });
  }

  return {
    async list(guardianId: string): Promise<SubscriptionRecord[]> {
      return (await subscriptionRepository(db).listShown(guardianId)).map(toSubscriptionRecord);
    },

    async start(guardianId: string, shownPrice: number): Promise<SubscribeResponse> {
      const { row, waiting } = await subscribe(context, guardianId, shownPrice);
      return { subscription: toSubscriptionRecord(row), paymentClientSecret: waiting.paymentClientSecret };
    },

    /** After the browser's authentication: the first charge went through, or the guardian gave up. */
    async finalize(guardianId: string, id: string): Promise<SubscribeResponse> {
      const { after, current } = await refresh(guardianId, id, ({ before, after }, tx) =>
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
    },

    /** Leave at the end of the paid month, or stay after all; asking twice changes nothing twice. */
    async setCancelAtPeriodEnd(guardianId: string, cancelAtPeriodEnd: boolean): Promise<SubscriptionRecord> {
      const latest = await subscriptionRepository(db).latest(guardianId);
      const running =
        latest?.status === 'active' || latest?.status === 'canceled' || latest?.status === 'past_due';
      if (!latest?.providerSubscriptionId || !running) throw noSubscription();
      if ((latest.status === 'canceled') === cancelAtPeriodEnd) return toSubscriptionRecord(latest);
      await provider.setCancelAtPeriodEnd({
        subscriptionId: latest.providerSubscriptionId,
        cancelAtPeriodEnd,
        idempotencyKey: `cancel:${latest.id}:${cancelAtPeriodEnd}:${latest.updatedAt.getTime()}`,
      });
      const { after } = await refresh(guardianId, latest.id, ({ before, after }, tx) =>
        after.status === 'canceled' && after.endedAt && before.status !== 'canceled'
          ? billingMails(context, tx).canceled(before, after.endedAt)
          : Promise.resolve(),
      );
      return toSubscriptionRecord(after);
    },

    async history(guardianId: string) {
      return (await paymentRepository(db).listForGuardian(guardianId)).map(toPaymentRecord);
    },
  };
}
