// The plan's calls never hold the database while the provider works (docs/decisions/0034): on
// PGlite's one connection that used to hang the whole server. Run on both databases by CI.
import { describe, expect, it } from 'vitest';
import { billingClient } from '#tests/support/billing-client.ts';
import { testClock } from '#tests/support/clock.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { testProviderStore } from '../../billing/providers/test-provider/test-provider-store.repository.ts';

const clock = testClock();
let server: TestServer;
let facilityId: string;

useTestServer((started) => ({ server, facilityId } = started), {
  now: clock.now,
  facility: { subscriptionUnitPrice: 980 },
});

async function family(subscriptionType: 'free' | 'trial') {
  const approvedAt = subscriptionType === 'free' ? clock.daysAgo(60) : clock.now();
  const { guardian } = await createGuardian(server.database.db, { facilityId, subscriptionType, approvedAt });
  return { guardian, pay: await billingClient(server.url, guardian) };
}

async function expectHealthy() {
  const health = await fetch(`${server.url}/api/health`);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
}

async function providerSubscriptionsOf(target: TestServer, guardianId: string) {
  const store = testProviderStore(target.database.db);
  const [customer] = await store.list<{ id: string }>('customer', { guardianId });
  return store.list('subscription', { customerId: customer?.id });
}

describe('subscribing, leaving and staying', () => {
  it('the trial family subscribes, leaves and stays, the server answering throughout', async () => {
    const { pay } = await family('trial');
    expect((await pay.registerCard('4242424242424242')).status).toBe(200);
    await expectHealthy();
    expect((await pay.subscribe(980)).body.subscription).toMatchObject({ status: 'active' });
    await expectHealthy();
    expect((await pay.leave(true)).body).toMatchObject({ status: 'canceled' });
    await expectHealthy();
    expect((await pay.leave(false)).body).toMatchObject({ status: 'active', endedAt: null });
    await expectHealthy();
    expect(await pay.planType()).toBe('premium');
  });

  it('a refused first charge keeps nothing, and the next card starts afresh', async () => {
    const { guardian, pay } = await family('free');
    await pay.registerCard('4000000000000341');
    expect((await pay.subscribe(980)).status).toBe(402);
    expect((await pay.records()).body).toEqual([]);
    await expectHealthy();
    await pay.registerCard('4242424242424242');
    expect((await pay.subscribe(980)).body.subscription).toMatchObject({ status: 'active' });
    expect(await pay.planType()).toBe('premium');
    expect(await providerSubscriptionsOf(server, guardian.id)).toHaveLength(1);
  });

  it('two clicks at once make one subscription', async () => {
    const { guardian, pay } = await family('free');
    await pay.registerCard('4242424242424242');
    const answers = await Promise.all([pay.subscribe(980), pay.subscribe(980)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await providerSubscriptionsOf(server, guardian.id)).toHaveLength(1);
    await expectHealthy();
  });
});

describe('a provider answer lost on the way', () => {
  let lossy: TestServer;
  let answersToLose = 1;
  useTestServer(
    (started) => {
      lossy = started.server;
    },
    {
      now: clock.now,
      // The provider makes the subscription, but its answer never reaches us (a dropped connection).
      payments: (provider) => ({
        ...provider,
        async createSubscription(input) {
          const created = await provider.createSubscription(input);
          if (answersToLose-- > 0) throw new Error('socket hang up');
          return created;
        },
      }),
    },
  );

  it('is finished by the next click with the same key: one subscription', async () => {
    const facility = await createFacility(lossy.database.db, { subscriptionUnitPrice: 980 });
    const { guardian } = await createGuardian(lossy.database.db, {
      facilityId: facility.id,
      subscriptionType: 'free',
      approvedAt: clock.daysAgo(60),
    });
    const pay = await billingClient(lossy.url, guardian);
    await pay.registerCard('4242424242424242');
    expect((await pay.subscribe(980)).status).toBe(500);
    expect((await pay.subscribe(980)).body.subscription).toMatchObject({ status: 'active' });
    expect(await providerSubscriptionsOf(lossy, guardian.id)).toHaveLength(1);
  });
});
