import { createReadStream } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeliveredFileName } from './media-keys.ts';
import type { ObjectStorage } from './object-storage.ts';
import { serverUploadTicket } from './server-upload-ticket.ts';
import { type MediaUrlSigner, splitKey } from './signed-media-url.ts';

const safeKey = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

/**
 * The embedded object storage: one file per key under DATA_DIR/storage, read back through the
 * server's own signed /media/ URLs (http/media-route.ts) and uploaded through its S3-style POST
 * endpoint. `uploadUrl` is that endpoint as browsers reach it (its path, on the page's origin).
 */
export function createLocalStorage(
  rootDir: string,
  signer: MediaUrlSigner,
  now: () => Date,
  options: { uploadUrl?: string } = {},
): ObjectStorage {
  const checked = (key: string) => {
    // Keys come from our own code, but a key must never climb out of the storage folder.
    if (!safeKey.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };
  const fileOf = (key: string) => path.join(rootDir, checked(key));
  const expiryOf = (seconds: number) => new Date(now().getTime() + seconds * 1000);
  const storage: ObjectStorage = {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async read(key, range) {
      const file = fileOf(key);
      await access(file);
      return createReadStream(file, range);
    },
    async size(key) {
      return stat(fileOf(key)).then(
        (facts) => facts.size,
        () => null,
      );
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
      // Checked without building a path: a timeline page signs ~200 URLs.
      checked(key);
      return signer.url(key, expiryOf(options.expiresInSeconds), options.downloadName, options.viewer);
    },
    async readItemUrls(items, options) {
      const expiresAt = expiryOf(options.expiresInSeconds);
      // Synchronous for the common case: a timeline page is 60 items of 4-6 files.
      return Promise.all(
        items.map((keys) => {
          const files = keys.map(splitKey);
          const folder = files[0]?.folder ?? '';
          const oneItem =
            folder !== '' && files.every((file) => file.folder === folder && isDeliveredFileName(file.name));
          if (!oneItem) return Promise.all(keys.map((key) => storage.readUrl(key, options)));
          // The names are known safe; the folder is checked once for all of them.
          checked(folder);
          return signer.itemUrls(
            folder,
            files.map((file) => file.name),
            expiresAt,
            options.viewer,
          );
        }),
      );
    },
    async createUploadTicket(key, rules) {
      fileOf(key);
      return serverUploadTicket(key, rules, { signer, now, uploadUrl: options.uploadUrl });
    },
  };
  return storage;
}
