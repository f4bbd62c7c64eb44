import type { Transaction } from '@hibi/db';
import { renewalGraceDays } from '@hibi/domain';
import type { AppContext } from '../context.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from '../mail/queue-mail.ts';
import {
  paymentFailedMail,
  paymentReceiptMail,
  subscriptionCanceledMail,
  subscriptionStartedMail,
} from '../mail/templates/billing-mails.ts';
import type { GuardianMailTarget } from '../mail/templates/layout.ts';
import { type PushMessage, planPushes } from '../push/push-messages.ts';
import { queuePush } from '../push/queue-push.ts';
import { guardianRepository } from '../repositories/guardian.repository.ts';
import type { SubscriptionRow } from '../repositories/subscription.repository.ts';
import type { PaymentEventInput } from './providers/payment-provider.ts';

const dayMs = 86_400_000;

/**
 * The plan's mails, queued in the transaction that records what they tell (docs/decisions/0035),
 * each once per key, with the same news as a push on the guardian's devices with push on
 * (decision 0081); a guardian deleted meanwhile gets nothing.
 */
export function billingMails(context: AppContext, tx: Transaction) {
  async function mailGuardian(
    guardianId: string,
    key: string,
    write: (target: GuardianMailTarget) => MailMessage,
    push: PushMessage,
  ) {
    const guardian = await guardianRepository(tx).findById(guardianId);
    if (!guardian) return;
    const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL };
    await queueMail(context.jobs, write(target), { key, transaction: tx });
    await queuePush(context.jobs, tx, { guardianIds: [guardianId], key, message: push });
  }

  return {
    started: (row: SubscriptionRow) =>
      mailGuardian(
        row.guardianId,
        `subscription-started:${row.id}`,
        (target) =>
          subscriptionStartedMail(target, {
            unitPrice: row.unitPrice,
            trialEndsAt: row.trialEndsAt,
            nextChargeAt: row.currentPeriodEndsAt ?? context.now(),
          }),
        planPushes.started(),
      ),

    /** `before` is the row the change was made from: a later leave, after staying, mails again. */
    canceled: (before: SubscriptionRow, endsAt: Date) =>
      mailGuardian(
        before.guardianId,
        `subscription-canceled:${before.id}:${before.updatedAt.getTime()}`,
        (target) => subscriptionCanceledMail(target, endsAt),
        planPushes.canceled(),
      ),

    /** A paid renewal's receipt, or a failed one's notice; nothing for other events. */
    async ofEvent(guardianId: string, event: PaymentEventInput) {
      const { invoice } = event;
      const key = `payment-event:${context.payments.name}:${event.id}`;
      if (event.type === 'invoice.paid' && invoice && invoice.amount > 0)
        await mailGuardian(
          guardianId,
          key,
          (target) =>
            paymentReceiptMail(target, {
              amount: invoice.amount,
              periodStart: invoice.periodStart,
              periodEnd: invoice.periodEnd,
            }),
          planPushes.paid(),
        );
      if (event.type === 'invoice.payment_failed' && invoice)
        await mailGuardian(
          guardianId,
          key,
          (target) =>
            paymentFailedMail(target, new Date(invoice.periodStart.getTime() + renewalGraceDays * dayMs)),
          planPushes.failed(),
        );
    },
  };
}
