import { type ChargeOutcome, testCards } from './stripe-stand-in-cards.ts';

/**
 * The stand-in's records of customers, cards and setup intents, and the error answers Stripe gives.
 * Test payment method ids (docs.stripe.com/testing) drive what a charge does.
 */

export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** An answer other than 200, in Stripe's error shape. */
export class StandInError extends Error {
  readonly status: number;
  readonly error: Record<string, unknown>;
  constructor(status: number, error: Record<string, unknown>) {
    super(String(error.message));
    this.status = status;
    this.error = error;
  }
}

export const missing = (id: string) =>
  new StandInError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

export class StandInStore {
  readonly objects = new Map<string, StripeObject>();
  /** What each payment method does when charged, by id. */
  readonly outcomes = new Map<string, ChargeOutcome>();
  /** Fields Stripe leaves out unless expanded (an invoice's payments), by object id. */
  readonly includables = new Map<string, Record<string, unknown>>();
  private sequence = 0;

  readonly now: () => number;
  constructor(now: () => number) {
    this.now = now;
  }

  newId(prefix: string) {
    this.sequence += 1;
    return `${prefix}_standin${String(this.sequence).padStart(6, '0')}`;
  }

  /** A stored object of the given kind; 404 like Stripe otherwise. */
  get<T extends StripeObject = StripeObject>(id: unknown, object: string): T {
    const found = typeof id === 'string' ? this.objects.get(id) : undefined;
    if (!found || found.object !== object) throw missing(String(id));
    return found as T;
  }

  put<T extends StripeObject>(value: T): T {
    this.objects.set(value.id, value);
    return value;
  }

  /** A payment method: a stored one, or a new one made from a test id such as pm_card_visa. */
  paymentMethod(id: unknown, customer: string | null): StripeObject {
    const card = typeof id === 'string' ? testCards[id] : undefined;
    if (!card) return this.get(id, 'payment_method');
    const method = this.put({
      id: this.newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, funding: 'credit' },
      created: this.now(),
    });
    this.outcomes.set(method.id, card.charge);
    return method;
  }

  /** What the card of a test id does when set up (the browser's confirmSetup). */
  setupOutcome(testId: string) {
    const card = testCards[testId];
    if (!card) throw new Error(`not a test payment method: ${testId}`);
    return card.setup;
  }

  customer(params: Record<string, unknown>) {
    return this.put({
      id: this.newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null },
      created: this.now(),
    });
  }

  updateCustomer(id: string, params: Record<string, unknown>) {
    const customer = this.get(id, 'customer');
    const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
    if (settings?.default_payment_method) {
      const method = this.get(settings.default_payment_method, 'payment_method');
      if (method.customer !== id) throw missing(method.id);
      customer.invoice_settings = { default_payment_method: method.id };
    }
    if (params.metadata)
      customer.metadata = { ...(customer.metadata as object), ...(params.metadata as object) };
    return customer;
  }

  setupIntent(params: Record<string, unknown>) {
    const customer = this.get(params.customer, 'customer');
    const id = this.newId('seti');
    return this.put({
      id,
      object: 'setup_intent',
      customer: customer.id,
      usage: params.usage ?? 'off_session',
      allowed_payment_method_types: params.allowed_payment_method_types ?? ['card'],
      status: 'requires_payment_method',
      client_secret: `${id}_secret_standin`,
      payment_method: null,
      last_setup_error: null,
      created: this.now(),
    });
  }

  /** What Stripe.js does in the browser when the guardian confirms the card form. */
  confirmSetupIntent(setupIntentId: string, testId: string) {
    const intent = this.get(setupIntentId, 'setup_intent');
    if (this.setupOutcome(testId) === 'declined') {
      const declineCode = testId === 'pm_card_chargeDeclined' ? 'generic_decline' : 'insufficient_funds';
      intent.last_setup_error = { type: 'card_error', code: 'card_declined', decline_code: declineCode };
      return intent;
    }
    const method = this.paymentMethod(testId, String(intent.customer));
    Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_setup_error: null });
    return intent;
  }
}
