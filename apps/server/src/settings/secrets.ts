import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({
  sessionSecret: z.string().min(32),
  mediaSigningSecret: z.string().min(32),
});
export type EmbeddedSecrets = z.infer<typeof secretsFileSchema>;

/**
 * The embedded default keeps generated secrets in DATA_DIR/secrets.json (mode 600), so tokens
 * and signed URLs survive a restart without any configuration. Production passes them in.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<EmbeddedSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return secretsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`${file} is unreadable: ${error}`);
  }
  const secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    mediaSigningSecret: randomBytes(32).toString('base64url'),
  };
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (a worker) wrote them first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSecrets(dataDir);
    throw error;
  }
  return secrets;
}
