import { describe, expect, it } from 'vitest';
import { createStripeClient } from './stripe-client.ts';
import { parseStripeWebhook, StripeSignatureError } from './stripe-webhook-events.ts';

const stripe = createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_webhooks', STRIPE_API_URL: undefined });
const secret = 'whsec_test_secret';
const at = (iso: string) => new Date(iso).getTime() / 1000;

const invoice = (fields: Record<string, unknown> = {}) => ({
  id: 'in_1',
  object: 'invoice',
  status: 'paid',
  amount_due: 500,
  amount_paid: 500,
  attempt_count: 1,
  created: at('2026-12-01T00:00:05Z'),
  period_start: at('2026-11-01T00:00:00Z'),
  period_end: at('2026-12-01T00:00:00Z'),
  lines: {
    object: 'list',
    data: [{ period: { start: at('2026-12-01T00:00:00Z'), end: at('2027-01-01T00:00:00Z') } }],
  },
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: {} } },
  status_transitions: { paid_at: at('2026-12-01T00:00:07Z'), finalized_at: at('2026-12-01T00:00:06Z') },
  ...fields,
});

const eventOf = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    created: at('2026-12-01T00:00:08Z'),
    data: { object },
  });

const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: options.timestamp,
  });

const parse = (payload: string, signature = signed(payload)) =>
  parseStripeWebhook(stripe, Buffer.from(payload), signature, secret);

describe('parseStripeWebhook', () => {
  it('reads a paid invoice, its period from the line', () => {
    const payload = eventOf('invoice.paid', invoice());
    expect(parse(payload)).toEqual({
      id: 'evt_invoice.paid',
      type: 'invoice.paid',
      subscriptionId: 'sub_1',
      invoice: {
        id: 'in_1',
        subscriptionId: 'sub_1',
        amount: 500,
        status: 'paid',
        periodStart: new Date('2026-12-01T00:00:00Z'),
        periodEnd: new Date('2027-01-01T00:00:00Z'),
        occurredAt: new Date('2026-12-01T00:00:07Z'),
      },
      payload: JSON.parse(payload),
    });
  });

  it('reads a failed renewal, and an invoice signed under an older API version', () => {
    const failed = invoice({
      status: 'open',
      amount_paid: 0,
      parent: null,
      subscription: 'sub_old',
      status_transitions: { paid_at: null, finalized_at: at('2026-12-01T00:00:06Z') },
    });
    const event = parse(eventOf('invoice.payment_failed', failed));
    expect(event).toMatchObject({ type: 'invoice.payment_failed', subscriptionId: 'sub_old' });
    expect(event?.invoice).toMatchObject({
      status: 'failed',
      amount: 500,
      occurredAt: new Date('2026-12-01T00:00:06Z'),
    });
  });

  it('reads subscription changes and ignores other types and invoices of no subscription', () => {
    const subscription = { id: 'sub_2', object: 'subscription', status: 'active' };
    expect(parse(eventOf('customer.subscription.updated', subscription))).toMatchObject({
      type: 'subscription.updated',
      subscriptionId: 'sub_2',
      invoice: null,
    });
    expect(parse(eventOf('customer.subscription.deleted', subscription))?.type).toBe('subscription.deleted');
    expect(parse(eventOf('customer.created', { id: 'cus_1', object: 'customer' }))).toBeNull();
    expect(parse(eventOf('invoice.paid', invoice({ parent: null })))).toBeNull();
  });

  it('rejects a forged, tampered, stale or unsigned request', () => {
    const payload = eventOf('invoice.paid', invoice());
    const forged = signed(payload, { secret: 'whsec_someone_else' });
    const stale = signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const tampered = payload.replace('"amount_paid":500', '"amount_paid":5');
    expect(tampered).not.toBe(payload);
    expect(() => parse(payload, forged)).toThrow(StripeSignatureError);
    expect(() => parse(tampered, signed(payload))).toThrow(StripeSignatureError);
    expect(() => parse(payload, stale)).toThrow(StripeSignatureError);
    expect(() => parseStripeWebhook(stripe, payload, undefined, secret)).toThrow(StripeSignatureError);
    expect(() => parse(payload, 'garbage')).toThrow(StripeSignatureError);
  });
});
