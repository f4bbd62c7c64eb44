import { defaultTrialDays, firstChargeAt, isSubscriptionCurrent } from '@hibi/domain';
import { syncSubscription } from '../../billing/sync-subscription.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { subscriptionTypeOf } from '../../plans/current-plan.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { paymentMethodRepository } from '../../repositories/payment-method.repository.ts';
import { subscriptionRepository } from '../../repositories/subscription.repository.ts';

/**
 * Starts the paid plan (POST subscription) under the guardian's lock: a second click waits for the
 * first and gets its answer; the provider's idempotency key is our new row's id, so a retried call
 * never makes a second subscription. A declined card rolls everything back.
 */
export async function subscribe(context: AppContext, guardianId: string, shownPrice: number) {
  const provider = context.payments;
  const now = context.now();
  return context.database.db.transaction(async (tx) => {
    const subscriptions = subscriptionRepository(tx);
    await subscriptions.lockGuardian(guardianId);
    const families = familyRepository(tx);
    const account = await families.findAccount(guardianId);
    const child = await families.findPrimaryChildBilling(guardianId);
    if (account?.guardianStatus !== 'approved' || !child)
      throw new AppError('forbidden', 'ご利用の承認後にお申し込みいただけます。');
    const latest = await subscriptions.latest(guardianId);
    if (latest && isSubscriptionCurrent(latest, now))
      throw new AppError('conflict', 'すでに有料プランをご利用中です。');
    if (latest?.status === 'incomplete' && latest.providerSubscriptionId) {
      // The earlier click is still waiting for the card's authentication: answer that one again.
      const waiting = await provider.retrieveSubscription(latest.providerSubscriptionId);
      if (waiting.paymentClientSecret) return { row: latest, waiting, started: false };
    }
    if (shownPrice !== child.unitPrice)
      throw new AppError(
        'conflict',
        '料金が変更されました。内容をご確認のうえ、もう一度お申し込みください。',
      );
    const card = await paymentMethodRepository(tx).find(guardianId);
    if (card?.provider !== provider.name || !card.providerPaymentMethodId)
      throw new AppError('invalid_input', '先にお支払いに使うカードを登録してください。');
    const trialEndsAt = firstChargeAt(
      {
        type: subscriptionTypeOf(account, now),
        approvedAt: account.guardianApprovedAt,
        trialDays: account.trialDays ?? defaultTrialDays,
        spentFreeTrial: child.spendFreeTrial,
      },
      now,
    );
    const row = await subscriptions.insert({
      guardianId,
      subscriptionStartedAt: now,
      unitPrice: child.unitPrice,
      provider: provider.name,
    });
    const created = await provider.createSubscription({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      unitPrice: child.unitPrice,
      trialEndsAt,
      guardianId,
      idempotencyKey: `subscription:${row.id}`,
    });
    const synced = await syncSubscription(
      tx,
      provider.name,
      row,
      created,
      await provider.listInvoices(created.id),
      now,
    );
    if (trialEndsAt) await families.markFreeTrialSpent(child.childId);
    return { row: synced, waiting: created, started: synced.status === 'active' };
  });
}
