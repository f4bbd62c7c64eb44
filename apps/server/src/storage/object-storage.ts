import type { Readable } from 'node:stream';

/**
 * Where media bytes live: files under DATA_DIR by default, an S3-compatible bucket at scale.
 * Keys are opaque paths such as `media/<facility>/<id>/preview.webp`; they are never shown.
 */
export type ObjectStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
};
