import type { DatabaseHandle } from '@hibi/db';
import type { PaymentProvider } from './billing/providers/payment-provider.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Settings } from './settings/load-settings.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

/** What every service may use; built once in main.ts (or by a test) and passed down explicitly. */
export type AppContext = {
  settings: Settings;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: ObjectStorage;
  /** Card payments: Stripe, or the built-in test provider. */
  payments: PaymentProvider;
  /** The durable job queue: every mail goes through it (mail/queue-mail.ts), and the pipeline's work. */
  jobs: JobRunner;
  /** The clock, so rules about days and expiry can be tested at any date. */
  now(): Date;
};
