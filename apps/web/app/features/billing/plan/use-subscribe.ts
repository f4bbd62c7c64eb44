import type { PaymentProviderName, SubscriptionRecord } from '@hibi/contract';
import { useSubmit } from '~/components/form/use-submit';
import { finalizeSubscription, startCardSetup, subscribe } from '~/features/billing/billing-calls';
import { loadCardCollector } from '~/features/billing/card-collector';
import { subscribeFailed } from '~/features/billing/card-messages';
import { refreshAfterPlanChange } from '~/features/billing/use-billing';
import { sessionAccount } from '~/features/session/session-state';
import { ApiError } from '~/lib/api-error';

interface SubscribeOptions {
  provider: PaymentProviderName;
  /** Stripe's key when this visit already has it (a card was just set up). */
  publishableKey: string | null;
  /** The subscription as it stands once paid (or once its trial began). */
  onDone: (subscription: SubscriptionRecord) => void;
  /** 400: the server has no card on file after all. */
  onNoCard: () => void;
}

/**
 * Subscribes at the price the guardian confirmed; when the card company asks, authenticates the
 * first charge with the provider and finalizes. One request at a time (a second tap does nothing).
 */
export function useSubscribe({ provider, publishableKey, onDone, onNoCard }: SubscribeOptions) {
  const userId = sessionAccount.use()?.user.userId ?? '';
  return useSubmit(async (unitPrice: number) => {
    try {
      let answer = await subscribe(userId, unitPrice);
      if (answer.paymentClientSecret) {
        const collector = await loadCardCollector(provider);
        // Stripe.js needs the key; a card set up on an earlier visit left none here.
        const key =
          publishableKey ?? (provider === 'stripe' ? (await startCardSetup(userId)).publishableKey : null);
        await collector.authenticatePayment(answer.paymentClientSecret, key);
        answer = await finalizeSubscription(userId, answer.subscription.id);
      }
      await refreshAfterPlanChange();
      onDone(answer.subscription);
    } catch (error) {
      // 409: already subscribed, or the price changed. Read everything again so the screen shows
      // what is true now; the server's message says which.
      if (error instanceof ApiError && error.status === 409) await refreshAfterPlanChange();
      if (error instanceof ApiError && error.status === 400) onNoCard();
      throw error;
    }
  }, subscribeFailed);
}
