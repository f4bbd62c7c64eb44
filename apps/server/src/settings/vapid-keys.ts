import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';

const vapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof vapidFileSchema>;

/**
 * The embedded default's VAPID pair, generated once into DATA_DIR/vapid-keys.json (mode 600), as
 * the other secrets are: a browser's subscription is tied to the public key, so a new pair at
 * every start would silence every device. A file of its own, so a secrets.json from before push
 * stays valid. Servers and workers that do not share DATA_DIR must set VAPID_* instead.
 */
export async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return vapidFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`${file} is unreadable: ${error}`);
  }
  const keys = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (a worker) wrote them first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateVapidKeys(dataDir);
    throw error;
  }
  return keys;
}
