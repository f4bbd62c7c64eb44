import { children, eq } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { billingClient } from '#tests/support/billing-client.ts';
import { dayMs, testClock } from '#tests/support/clock.ts';
import { createGuardian } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { runTestRenewals } from '../../billing/test-renewal-job.ts';

const clock = testClock();
let server: TestServer;
let facilityId: string;

useTestServer((started) => ({ server, facilityId } = started), {
  now: clock.now,
  facility: { freeTrialDays: 14, subscriptionUnitPrice: 980 },
});

async function family(options: { subscriptionType?: 'free' | 'trial'; approvedAt?: Date } = {}) {
  const { guardian, child } = await createGuardian(server.database.db, {
    facilityId,
    approvedAt: clock.now(),
    ...options,
  });
  return { guardian, child, pay: await billingClient(server.url, guardian) };
}

const subjects = async (email: string) => (await mailsTo(server, email)).map((mail) => mail.subject);

/** Moves the clock, runs the test provider's billing, and signs the guardian in again. */
async function later(days: number, pay: Awaited<ReturnType<typeof billingClient>>) {
  clock.advance(days * dayMs);
  await runTestRenewals(server.context);
  await pay.signInAgain();
}

describe('the paid plan through the test provider', () => {
  it('goes trial → premium (first charge after the trial) → leave → free', async () => {
    const start = clock.now();
    const { guardian, child, pay } = await family();
    expect((await pay.registerCard('4242 4242 4242 4242')).body).toEqual({
      provider: 'test',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    const subscribed = await pay.subscribe(980);
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.paymentClientSecret).toBeNull();
    // 14 days from 10 June (Tokyo): the trial's last day is 23 June, the first charge on the 24th.
    expect(subscribed.body.subscription).toMatchObject({
      status: 'active',
      trialEndsAt: '2026-06-23T15:00:00.000Z',
    });
    expect(await pay.planType()).toBe('premium');
    expect((await pay.history()).body.map((payment) => payment.amount)).toEqual([0]);
    const [spent] = await server.database.db.select().from(children).where(eq(children.id, child.id));
    expect(spent?.spendFreeTrial).toBe(true);

    await later(14, pay);
    const history = (await pay.history()).body;
    expect(history.map((payment) => [payment.amount, payment.status])).toEqual([
      [980, 'paid'],
      [0, 'paid'],
    ]);
    expect(history[0]?.receiptNumber).toMatch(/^HB-20260624-[0-9A-F]{8}$/);
    const [record] = (await pay.records()).body;
    expect(record).toMatchObject({
      subscriptionStartedRecurringAt: '2026-06-23T15:00:00.000Z',
      currentPeriodEndsAt: '2026-07-23T15:00:00.000Z',
    });

    const left = await pay.leave();
    expect(left.body).toMatchObject({ status: 'canceled', endedAt: '2026-07-23T15:00:00.000Z' });
    expect((await pay.leave()).body).toEqual(left.body);
    expect(await pay.planType()).toBe('premium');
    await later(30, pay);
    expect(await pay.planType()).toBe('free');
    expect((await pay.records()).body.at(-1)).toMatchObject({ status: 'ended' });
    expect(await subjects(guardian.email)).toEqual([
      '【ひびフォト】有料プランのお申し込みが完了しました',
      '【ひびフォト】お支払いが完了しました',
      '【ひびフォト】有料プランの解約を受け付けました',
    ]);
    clock.set(start);
  });

  it('keeps premium through the grace period after a failed renewal, then goes free', async () => {
    const start = clock.now();
    const { guardian, pay } = await family();
    await pay.registerCard('4000000000000341');
    expect((await pay.subscribe(980)).status).toBe(200);
    await later(14, pay);
    expect((await pay.records()).body.at(-1)).toMatchObject({ status: 'past_due' });
    expect(await pay.planType()).toBe('premium');
    expect((await pay.history()).body[0]).toMatchObject({ amount: 980, status: 'failed' });
    for (let day = 0; day < 7; day += 1) await later(1, pay);
    expect(await pay.planType()).toBe('free');
    expect(await subjects(guardian.email)).toContain('【ひびフォト】お支払いができませんでした');
    clock.set(start);
  });

  it('refuses a declined card in Japanese and keeps no card', async () => {
    const { guardian, pay } = await family();
    const declined = await pay.registerCard('4000 0000 0000 0002');
    expect(declined).toEqual({
      status: 402,
      body: { statusCode: 402, message: expect.stringContaining('カードが承認されませんでした') },
    });
    expect((await pay.settlement()).body).toBeNull();
    expect(
      (await pay.call('POST', `users/${guardian.id}/subscription`, { unitPrice: 980, agreed: true })).body,
    ).toEqual({
      statusCode: 400,
      message: '先にお支払いに使うカードを登録してください。',
    });
  });

  it('asks for authentication on the first charge, answers a second click with the same one', async () => {
    const { pay } = await family({ subscriptionType: 'free', approvedAt: clock.daysAgo(30) });
    expect((await pay.registerCard('4000002760003184')).status).toBe(200);
    const first = await pay.subscribe(980);
    expect(first.body.subscription.status).toBe('incomplete');
    expect(first.body.paymentClientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const second = await pay.subscribe(980);
    expect(second.body.subscription.id).toBe(first.body.subscription.id);
    expect(await pay.planType()).toBe('free');
    await pay.authenticatePayment(first.body.paymentClientSecret ?? '', true);
    const done = await pay.finalize(String(first.body.subscription.id));
    expect(done.body).toMatchObject({ subscription: { status: 'active' }, paymentClientSecret: null });
    expect(await pay.planType()).toBe('premium');
    expect((await pay.history()).body.map((payment) => payment.amount)).toEqual([980]);
    expect((await pay.subscribe(980)).status).toBe(409);
  });

  it('leaves nothing subscribed when the guardian abandons the authentication', async () => {
    const { pay } = await family({ subscriptionType: 'free', approvedAt: clock.daysAgo(30) });
    await pay.registerCard('4000002760003184');
    const first = await pay.subscribe(980);
    const abandoned = await pay.authenticatePayment(first.body.paymentClientSecret ?? '', false);
    expect(abandoned.status).toBe(402);
    const finalized = await pay.finalize(String(first.body.subscription.id));
    expect(finalized.status).toBe(402);
    expect(await pay.planType()).toBe('free');
    expect((await pay.records()).body).toEqual([]);
  });

  it('answers a changed price with 409 and another family with 403', async () => {
    const { pay } = await family();
    await pay.registerCard('4242424242424242');
    expect((await pay.subscribe(1200)).status).toBe(409);
    const other = await family();
    for (const path of ['settlement', 'subscription', 'subscriptionHistory'])
      expect((await pay.call('GET', `users/${other.guardian.id}/${path}`)).status).toBe(403);
    expect((await pay.call('POST', `users/${other.guardian.id}/settlement/setup`)).status).toBe(403);
  });
});
