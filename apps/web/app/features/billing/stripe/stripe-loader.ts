import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js in Japanese, fetched the first time a payment screen needs it and never elsewhere
 * (the dynamic import keeps it out of every other screen's JavaScript, decision 0020).
 */
export function stripeFor(publishableKey: string): Promise<Stripe> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) =>
      loadStripe(publishableKey, { locale: 'ja' }),
    );
    loaded.set(publishableKey, stripe);
  }
  return stripe.then((instance) => {
    if (!instance) throw new Error('Stripe.js did not load');
    return instance;
  });
}
