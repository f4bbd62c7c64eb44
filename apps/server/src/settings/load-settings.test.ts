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
