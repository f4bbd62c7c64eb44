// The real server in a process of its own, so load generation does not share its event loop.
// Started by main.ts with DATABASE_URL and DATA_DIR; answers its port over IPC.
import path from 'node:path';
import { openDatabase } from '@hibi/db';
import { buildServer } from '../../apps/server/src/app.ts';
import { createPaymentProvider } from '../../apps/server/src/billing/providers/create-payment-provider.ts';
import { createPgBossRunner } from '../../apps/server/src/jobs/pg-boss-runner.ts';
import { createOutboxMailer } from '../../apps/server/src/mail/mailer.ts';
import { loadSettings } from '../../apps/server/src/settings/load-settings.ts';
import { createLocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import { createMediaUrlSigner } from '../../apps/server/src/storage/signed-media-url.ts';

const settings = await loadSettings();
const database = await openDatabase({ url: settings.DATABASE_URL });
const now = () => new Date();
const storage = createLocalStorage(
  path.join(settings.DATA_DIR, 'storage'),
  createMediaUrlSigner(settings.MEDIA_SIGNING_SECRET),
  now,
);
const mailer = createOutboxMailer(path.join(settings.DATA_DIR, 'mail'), settings.MAIL_FROM);
const payments = createPaymentProvider(settings, database, now);
// The queue without workers, as on a scaled-out server (RUN_WORKERS=false); the bench's calls queue nothing.
const jobs = createPgBossRunner(
  database,
  { error: (details, message) => console.error(message, details) },
  settings.DATABASE_URL,
);
await jobs.start();
const app = await buildServer(
  { settings, database, mailer, storage, payments, now, jobs },
  { logger: false },
);
// The load bench's yardstick (docs/decisions/0032): the health check's query answering `bytes` bytes of JSON,
// through the same hooks as the API, so the cost of a page's size alone can be read off.
const fixedAnswers = new Map<number, string>();
app.get<{ Querystring: { bytes?: string } }>('/api/bench/fixed-answer', async (request, reply) => {
  const bytes = Math.min(Number(request.query.bytes) || 0, 1_000_000);
  const answer = fixedAnswers.get(bytes) ?? JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - 10)) });
  fixedAnswers.set(bytes, answer);
  await database.ping();
  return reply.type('application/json; charset=utf-8').send(answer);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('disconnect', async () => {
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
});
