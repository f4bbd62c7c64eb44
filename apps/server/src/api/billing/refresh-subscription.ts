import type { Transaction } from '@hibi/db';
import type { ProviderSubscription } from '../../billing/providers/payment-provider.ts';
import { syncSubscription } from '../../billing/sync-subscription.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { type SubscriptionRow, subscriptionRepository } from '../../repositories/subscription.repository.ts';

export type Synced = { before: SubscriptionRow; after: SubscriptionRow; current: ProviderSubscription };

export const noSubscription = () => new AppError('not_found', 'ご利用中の有料プランが見つかりませんでした。');

/**
 * Re-reads the provider's subscription into ours: the provider first, outside any transaction
 * (docs/decisions/0034), then our row under the guardian's lock. `before` is the row as the lock
 * found it, so of two concurrent calls only one sees the change; `mail` queues what it tells.
 */
export async function refreshSubscription(
  context: AppContext,
  guardianId: string,
  id: string,
  mail: (synced: Synced, tx: Transaction) => Promise<unknown>,
): Promise<Synced> {
  const { db } = context.database;
  const provider = context.payments;
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
