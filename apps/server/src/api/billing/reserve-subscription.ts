import { defaultTrialDays, firstChargeAt, isSubscriptionCurrent } from '@hibi/domain';
import { subscriptionTypeOf } from '../../billing/current-plan.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { familyRepository } from '../../repositories/family.repository.ts';
import { paymentMethodRepository } from '../../repositories/payment-method.repository.ts';
import { type SubscriptionRow, subscriptionRepository } from '../../repositories/subscription.repository.ts';

/** An attempt whose provider call may still be running: a second click meanwhile is refused. */
const attemptInFlightMs = 2 * 60_000;

/** What the provider is asked for, decided under the guardian's lock. */
export type SubscriptionAttempt =
  | { kind: 'waiting'; row: SubscriptionRow }
  | {
      kind: 'create';
      row: SubscriptionRow;
      customerId: string;
      paymentMethodId: string;
      trialEndsAt: Date | null;
      childId: string;
    };

/**
 * The checks of a new subscription and the row it will fill, in one short transaction: no provider
 * call happens here (docs/decisions/0034). The row's id is the provider's idempotency key, so an
 * attempt cut off after the provider answered is finished by the next click with the same key.
 */
export async function reserveSubscription(
  context: AppContext,
  guardianId: string,
  shownPrice: number,
  options: { replaceWaiting: boolean },
): Promise<SubscriptionAttempt> {
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
    const incomplete = latest?.status === 'incomplete' ? latest : undefined;
    // The earlier click is waiting for the card's authentication: answer that one again.
    if (incomplete?.providerSubscriptionId && !options.replaceWaiting)
      return { kind: 'waiting', row: incomplete };
    if (shownPrice !== child.unitPrice)
      throw new AppError(
        'conflict',
        '料金が変更されました。内容をご確認のうえ、もう一度お申し込みください。',
      );
    const card = await paymentMethodRepository(tx).find(guardianId);
    if (card?.provider !== context.payments.name || !card.providerPaymentMethodId)
      throw new AppError('invalid_input', '先にお支払いに使うカードを登録してください。');
    const unsent = incomplete && !incomplete.providerSubscriptionId ? incomplete : undefined;
    // Wall time, not the service's clock: this is about a request still running.
    if (unsent && Date.now() - unsent.updatedAt.getTime() < attemptInFlightMs)
      throw new AppError('conflict', 'お申し込みを処理しています。少し待ってから画面を開き直してください。');
    const row =
      unsent && unsent.unitPrice === child.unitPrice
        ? await subscriptions.update(unsent.id, { subscriptionStartedAt: now })
        : await subscriptions.insert({
            guardianId,
            subscriptionStartedAt: now,
            unitPrice: child.unitPrice,
            provider: context.payments.name,
          });
    const trialEndsAt = firstChargeAt(
      {
        type: subscriptionTypeOf(account, now),
        approvedAt: account.guardianApprovedAt,
        trialDays: account.trialDays ?? defaultTrialDays,
        spentFreeTrial: child.spendFreeTrial,
      },
      now,
    );
    return {
      kind: 'create',
      row,
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      trialEndsAt,
      childId: child.childId,
    };
  });
}
