import { authenticationNotCompleted, type CardCollector, cardRefused } from '../card-collector';
import { StripeCardForm } from './stripe-card-form';
import { stripeFor } from './stripe-loader';

/** Stripe: its Card Element, and its own 3-D Secure window for the first charge. */
export const stripeCollector: CardCollector = {
  CardFields: StripeCardForm,
  AuthenticationHost: null,
  async authenticatePayment(paymentClientSecret, publishableKey) {
    if (!publishableKey) throw cardRefused(authenticationNotCompleted);
    const stripe = await stripeFor(publishableKey);
    const { error } = await stripe.confirmCardPayment(paymentClientSecret);
    if (error) throw cardRefused(error.message ?? authenticationNotCompleted);
  },
};
