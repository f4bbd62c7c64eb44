import webPush from 'web-push';
import { z } from 'zod';
import { loadOrCreateFile } from './generated-file.ts';

const vapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof vapidFileSchema>;

/**
 * The embedded default's VAPID pair, generated once into DATA_DIR/vapid-keys.json (mode 600), as
 * the other secrets are: a browser's subscription is tied to the public key, so a new pair at
 * every start would silence every device. A file of its own, so a secrets.json from before push
 * stays valid. Servers and workers that do not share DATA_DIR must set VAPID_* instead.
 */
export function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  return loadOrCreateFile(dataDir, 'vapid-keys.json', vapidFileSchema, () => webPush.generateVAPIDKeys());
}
