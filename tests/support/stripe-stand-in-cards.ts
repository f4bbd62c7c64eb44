/** Stripe's test payment method ids (docs.stripe.com/testing) and what each does in the stand-in. */

export type ChargeOutcome = 'succeeds' | 'authenticate' | { declineCode: string };

type TestCard = { brand: string; last4: string; setup: 'succeeds' | 'declined'; charge: ChargeOutcome };

export const testCards: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', setup: 'succeeds', charge: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', setup: 'succeeds', charge: 'succeeds' },
  pm_card_jcb: { brand: 'jcb', last4: '0505', setup: 'succeeds', charge: 'succeeds' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    setup: 'declined',
    charge: { declineCode: 'generic_decline' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    setup: 'declined',
    charge: { declineCode: 'insufficient_funds' },
  },
  // Attaches, then every charge fails: a renewal that fails.
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    setup: 'succeeds',
    charge: { declineCode: 'generic_decline' },
  },
  // Charges made while the guardian is on the page ask for 3-D Secure.
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', setup: 'succeeds', charge: 'authenticate' },
};
