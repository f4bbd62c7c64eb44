import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { defineJob } from '../jobs/job-definition.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { renewDueTestSubscriptions } from './providers/test-provider/test-renewals.ts';

/** Hourly: months that ran out are charged again (Stripe does this itself and sends webhooks). */
export const testRenewalCron = '17 * * * *';

/** The test provider's monthly billing run, its events applied as Stripe's webhooks are. */
export function testRenewalJob(context: AppContext) {
  return defineJob({
    name: 'billing-test-renewals',
    schema: z.object({}).passthrough(),
    retry: { retryLimit: 2, retryDelaySeconds: 60 },
    async handle() {
      await runTestRenewals(context);
    },
  });
}

export async function runTestRenewals(context: AppContext): Promise<void> {
  const events = await renewDueTestSubscriptions(context.database.db, context.now());
  for (const event of events) await applyPaymentEvent(context, context.payments, event);
}

/** Schedules the run where the workers run, only while the test provider takes payments. */
export async function startBillingJobs(context: AppContext, jobs: JobRunner): Promise<void> {
  if (context.payments.name !== 'test') return;
  const job = testRenewalJob(context);
  await jobs.work([job]);
  await jobs.schedule(job, testRenewalCron, 'Asia/Tokyo');
}
