import { fileURLToPath } from 'node:url';
import { loadOrCreateSecrets } from './secrets.ts';
import { type RawSettings, settingsSchema } from './settings-schema.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.ts';

export type Settings = Omit<
  RawSettings,
  | 'SESSION_SECRET'
  | 'MEDIA_SIGNING_SECRET'
  | 'PUBLIC_URL'
  | 'WEB_BUILD_DIR'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
> & {
  SESSION_SECRET: string;
  MEDIA_SIGNING_SECRET: string;
  PUBLIC_URL: string;
  WEB_BUILD_DIR: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
};

export class SettingsError extends Error {
  override name = 'SettingsError';
}

const defaultWebBuildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));

/** Parses the environment; a bad value throws a SettingsError that names it. */
export function parseSettings(env: NodeJS.ProcessEnv): RawSettings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
}

/** Settings with the embedded defaults filled in (secrets kept under DATA_DIR). */
export async function loadSettings(env: NodeJS.ProcessEnv = process.env): Promise<Settings> {
  const raw = parseSettings(env);
  const secrets = await loadOrCreateSecrets(raw.DATA_DIR);
  const vapid =
    raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
      ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
      : await loadOrCreateVapidKeys(raw.DATA_DIR);
  return {
    ...raw,
    SESSION_SECRET: raw.SESSION_SECRET ?? secrets.sessionSecret,
    MEDIA_SIGNING_SECRET: raw.MEDIA_SIGNING_SECRET ?? secrets.mediaSigningSecret,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    WEB_BUILD_DIR: raw.WEB_BUILD_DIR ?? defaultWebBuildDir,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // Push services write here about a sender misbehaving: the operators' address unless set.
    VAPID_SUBJECT: raw.VAPID_SUBJECT ?? `mailto:${raw.OPERATOR_EMAIL}`,
  };
}
