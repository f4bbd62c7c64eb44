import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, parseSettings, SettingsError } from './load-settings.ts';

const secret = 'x'.repeat(32);

describe('parseSettings', () => {
  it('fills the embedded defaults', () => {
    const settings = parseSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.DATA_DIR).toBe(path.resolve('data'));
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it('reads the pipeline concurrency as a whole number from 1 to 64, unset by default', () => {
    expect(parseSettings({}).PIPELINE_CONCURRENCY).toBeUndefined();
    expect(parseSettings({ PIPELINE_CONCURRENCY: '4' }).PIPELINE_CONCURRENCY).toBe(4);
    expect(() => parseSettings({ PIPELINE_CONCURRENCY: 'many' })).toThrow(/PIPELINE_CONCURRENCY/);
    expect(() => parseSettings({ PIPELINE_CONCURRENCY: '0' })).toThrow(/PIPELINE_CONCURRENCY/);
  });

  it('names a malformed value', () => {
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseSettings({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => parseSettings({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseSettings({ SESSION_SECRET: 'short' })).toThrow(SettingsError);
  });

  it('requires the secrets and the public URL in production', () => {
    expect(() => parseSettings({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required/);
    const production = parseSettings({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      MEDIA_SIGNING_SECRET: secret,
      PUBLIC_URL: 'https://hibi.example',
    });
    expect(production.SESSION_SECRET).toBe(secret);
  });
});

describe('the VAPID settings of Web Push', () => {
  const pair = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'A'.repeat(43) };

  it('takes both keys or neither, of the right lengths', () => {
    expect(() => parseSettings({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: is required/,
    );
    expect(() => parseSettings({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be 65 bytes/,
    );
    expect(() => parseSettings({ VAPID_SUBJECT: 'hibi.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('generates a pair once into DATA_DIR when unset, and uses the settings when set', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-vapid-'));
    const first = await loadSettings({ DATA_DIR: dataDir });
    expect(Buffer.from(first.VAPID_PUBLIC_KEY, 'base64url')).toHaveLength(65);
    expect((await loadSettings({ DATA_DIR: dataDir })).VAPID_PUBLIC_KEY).toBe(first.VAPID_PUBLIC_KEY);
    expect((await stat(path.join(dataDir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
    expect(first.VAPID_SUBJECT).toBe('mailto:support@hibi.example');
    const set = await loadSettings({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(set.VAPID_PUBLIC_KEY).toBe(pair.publicKey);
  });
});

describe('loadSettings', () => {
  it('generates secrets once and keeps them in DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hibi-settings-'));
    const first = await loadSettings({ DATA_DIR: dataDir });
    const second = await loadSettings({ DATA_DIR: dataDir });
    expect(first.SESSION_SECRET).toHaveLength(43);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(first.MEDIA_SIGNING_SECRET).not.toBe(first.SESSION_SECRET);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(await readFile(file, 'utf8')).sessionSecret).toBe(first.SESSION_SECRET);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.PUBLIC_URL).toBe('http://localhost:3000');
  });
});
