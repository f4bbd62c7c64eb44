// Test photos composed from the labelled face crops in tests/fixtures/faces (MIT, face-api.js;
// see its README). They are adults' faces standing in for children; they never ship in the product.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FACES_DIR = path.resolve(import.meta.dirname, '../fixtures/faces');

/** Bytes of one image under tests/fixtures/faces, e.g. faceImage('expressions/happy.jpg'). */
export const faceImage = (relative: string): Buffer => readFileSync(path.join(FACES_DIR, relative));

/** One labelled crop, e.g. identityCrop('amy', 1). */
export const identityCrop = (name: string, n: number) => faceImage(`identities/${name}/${name}${n}.png`);

type SceneOptions = { size?: number; left?: number; top?: number; takenAt?: string };

/**
 * A 1280 × 960 JPEG with one face crop pasted at `size` px (top-left at left, top); `takenAt`
 * ("YYYY:MM:DD HH:MM:SS") becomes EXIF DateTimeOriginal, as a camera writes it (no offset).
 */
export async function sceneWithFace(crop: Buffer, options: SceneOptions = {}) {
  const { size = 180, left = 420, top = 300, takenAt } = options;
  const face = await sharp(crop).resize(size, size, { kernel: 'lanczos3' }).toBuffer();
  const scene = sharp({ create: { width: 1280, height: 960, channels: 3, background: '#9fb4c7' } })
    .composite([{ input: face, left, top }])
    .jpeg({ quality: 90 });
  const exif = takenAt ? { IFD2: { DateTimeOriginal: takenAt } } : undefined;
  return (exif ? scene.withExif(exif) : scene).toBuffer();
}

/**
 * A 1280 × 960 group photo: the crops side by side at `size` px from `left`, `gap` apart, on a
 * background of its own (so photos of one day differ for the perceptual hash).
 */
export async function sceneWithFaces(
  crops: Buffer[],
  options: { size?: number; left?: number; top?: number; gap?: number; background?: string } = {},
) {
  const { size = 180, left = 120, top = 300, gap = 120, background = '#9fb4c7' } = options;
  const faces = await Promise.all(
    crops.map(async (crop, index) => ({
      input: await sharp(crop).resize(size, size, { kernel: 'lanczos3' }).toBuffer(),
      left: left + index * (size + gap),
      top,
    })),
  );
  return sharp({ create: { width: 1280, height: 960, channels: 3, background } })
    .composite(faces)
    .jpeg({ quality: 90 })
    .toBuffer();
}
