// Test photos composed from the labelled face crops beside the repository (../shared/faces).
// They are adults' faces standing in for children; they never ship in the product.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const facesDir = path.resolve(repoRoot, '../shared/faces');

/** One labelled crop, e.g. identityCrop('amy', 1); fails clearly when the folder is missing. */
export function identityCrop(name: string, n: number): Buffer {
  if (!existsSync(facesDir))
    throw new Error(`Face images missing: expected ${facesDir} beside the repository`);
  return readFileSync(path.join(facesDir, 'identities', name, `${name}${n}.png`));
}

/**
 * A 1280 × 960 JPEG with one face crop pasted at `size` px; `takenAt` ("YYYY:MM:DD HH:MM:SS")
 * becomes EXIF DateTimeOriginal, as a camera writes it (no offset).
 */
export async function sceneWithFace(crop: Buffer, options: { size?: number; takenAt?: string } = {}) {
  const size = options.size ?? 180;
  const face = await sharp(crop).resize(size, size).toBuffer();
  const scene = sharp({ create: { width: 1280, height: 960, channels: 3, background: '#9fb4c7' } })
    .composite([{ input: face, left: 420, top: 300 }])
    .jpeg({ quality: 90 });
  const exif = options.takenAt ? { IFD2: { DateTimeOriginal: options.takenAt } } : undefined;
  return (exif ? scene.withExif(exif) : scene).toBuffer();
}
