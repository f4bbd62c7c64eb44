import { describe, expect, it } from 'vitest';
import { billingClient } from '#tests/support/billing-client.ts';
import { dayMs, testClock } from '#tests/support/clock.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { subscriptionRepository } from '../repositories/subscription.repository.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { renewDueTestSubscriptions } from './providers/test-provider/test-renewals.ts';

const clock = testClock();
let server: TestServer;

useTestServer(
  async (started) => {
    server = started.server;
  },
  { now: clock.now },
);

async function subscribedFamily() {
  const facility = await createFacility(server.database.db, {
    freeTrialDays: 14,
    subscriptionUnitPrice: 1480,
  });
  const { guardian } = await createGuardian(server.database.db, {
    facilityId: facility.id,
    approvedAt: clock.now(),
  });
  const pay = await billingClient(server.url, guardian);
  await pay.registerCard('4242424242424242');
  const { body } = await pay.subscribe(1480);
  return { guardian, pay, subscriptionId: String(body.subscription.id) };
}

describe('provider events', () => {
  it('applies a replayed event once: one history row, one receipt mail', async () => {
    const { guardian, pay } = await subscribedFamily();
    clock.advance(15 * dayMs);
    const [renewal] = await renewDueTestSubscriptions(server.database.db, clock.now());
    if (!renewal) throw new Error('no renewal event');
    expect(await applyPaymentEvent(server.context, server.context.payments, renewal)).toBe('applied');
    expect(await applyPaymentEvent(server.context, server.context.payments, renewal)).toBe('duplicate');
    await pay.signInAgain();
    expect((await pay.history()).body.map((payment) => payment.amount)).toEqual([1480, 0]);
    const receipts = (await mailsTo(server, guardian.email)).filter((mail) =>
      mail.subject.includes('お支払いが完了しました'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('1,480円（税込）');
  });

  it('makes the record when an event comes for a subscription it has no row of', async () => {
    const { guardian, subscriptionId } = await subscribedFamily();
    const subscriptions = subscriptionRepository(server.database.db);
    const row = await subscriptions.findOwn(guardian.id, subscriptionId);
    const providerId = row?.providerSubscriptionId ?? '';
    // As if the request had died after the provider answered: our row never got written.
    await server.database.db.transaction(async (tx) => {
      await subscriptionRepository(tx).update(subscriptionId, { providerSubscriptionId: null });
    });
    const event = {
      id: `evt_overtake_${subscriptionId}`,
      type: 'subscription.updated' as const,
      subscriptionId: providerId,
      invoice: null,
      payload: {},
    };
    expect(await applyPaymentEvent(server.context, server.context.payments, event)).toBe('applied');
    const made = await subscriptions.findByProviderId(providerId);
    expect(made).toMatchObject({ guardianId: guardian.id, status: 'active' });
    expect(made?.id).not.toBe(subscriptionId);
  });
});
