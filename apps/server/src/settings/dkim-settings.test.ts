import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSettings } from './load-settings.ts';

const pem = (modulusLength: number) =>
  generateKeyPairSync('rsa', { modulusLength })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
const key = pem(2048).trim();
const dkim = { DKIM_DOMAIN: 'hibi.example', DKIM_SELECTOR: 'hibi2026', DKIM_PRIVATE_KEY: key };

describe('the DKIM settings', () => {
  it('are unset by default and taken all three together', () => {
    expect(parseSettings({}).DKIM_DOMAIN).toBeUndefined();
    expect(parseSettings(dkim)).toMatchObject(dkim);
  });

  it('take a PEM kept on one line with literal \\n', () => {
    const oneLine = key.replaceAll('\n', '\\n');
    expect(parseSettings({ ...dkim, DKIM_PRIVATE_KEY: oneLine }).DKIM_PRIVATE_KEY).toBe(key);
  });

  it('name the ones missing when only some are set', () => {
    expect(() => parseSettings({ DKIM_DOMAIN: 'hibi.example' })).toThrow(
      /DKIM_SELECTOR: is required when DKIM_DOMAIN is set[^\n]*\n\s+DKIM_PRIVATE_KEY: is required/,
    );
    expect(() => parseSettings({ ...dkim, DKIM_SELECTOR: ' ' })).toThrow(
      /DKIM_SELECTOR: is required when DKIM_DOMAIN or DKIM_PRIVATE_KEY is set/,
    );
  });

  it('refuse a malformed domain, selector or key', () => {
    expect(() => parseSettings({ ...dkim, DKIM_DOMAIN: 'https://hibi.example' })).toThrow(/DKIM_DOMAIN/);
    expect(() => parseSettings({ ...dkim, DKIM_SELECTOR: 'hibi_2026' })).toThrow(/DKIM_SELECTOR/);
    const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    for (const bad of ['not a key', publicKey.toString(), pem(512)]) {
      expect(() => parseSettings({ ...dkim, DKIM_PRIVATE_KEY: bad })).toThrow(
        /DKIM_PRIVATE_KEY: must be an RSA private key of 1024 bits or more/,
      );
    }
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => parseSettings({ ...dkim, DKIM_PRIVATE_KEY: ed25519.toString() })).toThrow(/RSA/);
  });
});
