import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createMediaUrlSigner } from './signed-media-url.ts';

const signer = createMediaUrlSigner('k'.repeat(32));
const localStorage = async () =>
  createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'hibi-storage-')), signer, () => new Date());

describe('local object storage', () => {
  it('stores, reads, checks and deletes objects by key', async () => {
    const storage = await localStorage();
    const key = 'media/f1/m1/preview.webp';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.read(key))).toBe('bytes');
    expect(await storage.size(key)).toBe(5);
    expect(await text(await storage.read(key, { start: 1, end: 3 }))).toBe('yte');
    expect(await storage.readUrl(key, { expiresInSeconds: 60 })).toMatch(
      /^\/media\/media\/f1\/m1\/preview\.webp\?exp=\d+&sig=/,
    );
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.size(key)).toBeNull();
    await expect(storage.read(key)).rejects.toThrow();
  });

  it('issues upload tickets signed with the media secret, for safe keys only', async () => {
    const storage = await localStorage();
    const rules = { contentTypes: ['image/jpeg'], minBytes: 1, maxBytes: 10, expiresInSeconds: 60 };
    const ticket = await storage.createUploadTicket('reference-images/c/r', rules);
    expect(ticket).toMatchObject({
      url: '/storage/upload',
      key: 'reference-images/c/r',
      AWSAccessKeyId: 'hibi-local',
    });
    expect(signer.verifyPolicy(ticket.policy, ticket.signature)).toBe(true);
    await expect(storage.createUploadTicket('../x', rules)).rejects.toThrow(/Unsafe/);
  });

  it('refuses keys that would leave the storage folder', async () => {
    const storage = await localStorage();
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('a/../../b', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.readUrl('../x', { expiresInSeconds: 60 })).rejects.toThrow(/Unsafe/);
  });
});

describe('local item URLs', () => {
  it('sign the delivered files of one folder once, and anything else file by file', async () => {
    const storage = await localStorage();
    const options = { expiresInSeconds: 600 };
    const [item = [], other = [], mixed = [], twoFolders = []] = await storage.readItemUrls(
      [
        ['media/f/m/thumbnail.webp', 'media/f/m/full.jpg'],
        ['media/f/n/thumbnail.webp'],
        ['media/f/m/thumbnail.webp', 'media/f/m/original.jpg'],
        ['media/f/a/preview.webp', 'media/f/b/preview.webp'],
      ],
      options,
    );
    const signatureOf = (url = '') => new URL(url, 'http://x').searchParams.get('item');
    expect(item.map((url) => url.split('?')[0])).toEqual([
      '/media/media/f/m/thumbnail.webp',
      '/media/media/f/m/full.jpg',
    ]);
    expect(signatureOf(item[0])).toMatch(/^[\w-]{22}$/);
    expect(signatureOf(item[1])).toBe(signatureOf(item[0]));
    expect(signatureOf(other[0])).not.toBe(signatureOf(item[0]));
    // An original, or files of two folders, are never under one item signature.
    for (const url of [...mixed, ...twoFolders]) expect(url).toMatch(/\?exp=\d+&sig=[\w-]{43}$/);
    await expect(storage.readItemUrls([['../x/preview.webp']], options)).rejects.toThrow(/Unsafe/);
  });
});
