import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { referenceImageTypes } from './reference-uploads.ts';

export type ReferenceImageCheck = 'ok' | 'missing' | 'not-image';

// sharp's prebuilt libvips has no HEVC decoder, so HEIC is judged by its magic bytes alone.
const decodable = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Whether the uploaded object is a photo we take: its magic bytes name an accepted format
 * (the browser's Content-Type proves nothing), and JPEG, PNG and WebP must decode as well.
 */
export async function checkReferenceImage(storage: ObjectStorage, key: string): Promise<ReferenceImageCheck> {
  if (!(await storage.exists(key))) return 'missing';
  // Bounded by the upload rules' maximum size.
  const bytes = await buffer(await storage.read(key));
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !referenceImageTypes.includes(type.mime)) return 'not-image';
  if (!decodable.has(type.mime)) return 'ok';
  try {
    // A small decode proves the whole file is image data, at a fraction of a full decode's memory.
    await sharp(bytes).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return 'ok';
  } catch {
    return 'not-image';
  }
}
