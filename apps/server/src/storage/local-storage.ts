import { createReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './object-storage.ts';
import type { MediaUrlSigner } from './signed-media-url.ts';

const safeKey = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

/**
 * The embedded object storage: one file per key under DATA_DIR/storage, read back through the
 * server's own signed /media/ URLs (http/media-route.ts).
 */
export function createLocalStorage(rootDir: string, signer: MediaUrlSigner, now: () => Date): ObjectStorage {
  const fileOf = (key: string) => {
    // Keys come from our own code, but a key must never climb out of the storage folder.
    if (!safeKey.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async read(key) {
      const file = fileOf(key);
      await access(file);
      return createReadStream(file);
    },
    async exists(key) {
      return access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async readUrl(key, options) {
      fileOf(key);
      return signer.url(
        key,
        new Date(now().getTime() + options.expiresInSeconds * 1000),
        options.downloadName,
      );
    },
  };
}
