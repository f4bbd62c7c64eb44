// The real server in a process of its own, so load generation does not share its event loop.
// Started by main.ts with DATABASE_URL and DATA_DIR; answers its port over IPC.
import path from 'node:path';
import { openDatabase } from '@hibi/db';
import { buildServer } from '../../apps/server/src/app.ts';
import { createOutboxMailer } from '../../apps/server/src/mail/mailer.ts';
import { createPaymentProvider } from '../../apps/server/src/payments/create-payment-provider.ts';
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
const app = await buildServer({ settings, database, mailer, storage, payments, now }, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
