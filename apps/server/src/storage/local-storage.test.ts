import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

describe('local object storage', () => {
  it('stores, reads, checks and deletes objects by key', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'hibi-storage-')));
    const key = 'media/f1/m1/preview.webp';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.read(key))).toBe('bytes');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toThrow();
  });

  it('refuses keys that would leave the storage folder', async () => {
    const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), 'hibi-storage-')));
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('a/../../b', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
  });
});
