import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { loadOrCreateFile } from './generated-file.ts';

const secretsFileSchema = z.object({
  sessionSecret: z.string().min(32),
  mediaSigningSecret: z.string().min(32),
});
export type EmbeddedSecrets = z.infer<typeof secretsFileSchema>;

/**
 * The embedded default keeps generated secrets in DATA_DIR/secrets.json (mode 600), so tokens
 * and signed URLs survive a restart without any configuration. Production passes them in.
 */
export function loadOrCreateSecrets(dataDir: string): Promise<EmbeddedSecrets> {
  return loadOrCreateFile(dataDir, 'secrets.json', secretsFileSchema, () => ({
    sessionSecret: randomBytes(32).toString('base64url'),
    mediaSigningSecret: randomBytes(32).toString('base64url'),
  }));
}
