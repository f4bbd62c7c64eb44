// One synthetic camera photo: 4000 × 3000, a blotchy, grainy room (so the JPEG is as large as a
// camera's) and 3-6 faces of the labelled crops at 60-250 px, with EXIF like a camera's.
import sharp, { type OverlayOptions } from 'sharp';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { random } from '../faces/scenes.ts';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
/** Enrolled as children from their crops 1-3 (see the pipeline harness); photos show crops 4-5. */
export const ENROLLED = ['amy', 'bernadette', 'howard', 'leonard'];
/** In the photos but not children of the facility: their faces must go to nobody. */
export const NOT_ENROLLED = ['penny', 'raj', 'sheldon', 'stuart'];

export type PlacedFace = { label: string; enrolled: boolean; size: number; x: number; y: number };
export type PhotoTruth = {
  file: string;
  takenAt: string;
  /** Every face in the scene. */
  faces: PlacedFace[];
  /** A clip's faces wholly in view in a frame the ingest reads faces from; a photo shows them all. */
  shown?: PlacedFace[];
};

/** Grain strong enough that the JPEG weighs what a 12-megapixel camera's does (3-5 MB). */
const GRAIN_SIGMA = 6;
const raw = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 as const };

/** About normal: the sum of three uniform draws, mean 0, standard deviation `sigma`. */
const normal = (rnd: () => number, sigma: number) => (rnd() + rnd() + rnd() - 1.5) * 2 * sigma;

/**
 * Noise of `sigma` drawn at `width` px from the photo's own random numbers and stretched to the
 * photo: blotches when small. Seeded, so every run of the bench sees the same photos.
 */
function noise(rnd: () => number, width: number, sigma: number): Promise<Buffer> {
  const height = Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH);
  const values = Buffer.from(
    Array.from({ length: width * height * 3 }, () =>
      Math.min(255, Math.max(0, Math.round(128 + normal(rnd, sigma)))),
    ),
  );
  return sharp(values, { raw: { width, height, channels: 3 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Sensor grain, drawn once per process from a fixed seed; each photo reads it from its own offset. */
let grain: Int8Array | undefined;
function grainOf(sigma: number): Int8Array {
  if (!grain) {
    const rnd = random(7919);
    grain = new Int8Array(PHOTO_WIDTH * PHOTO_HEIGHT * 3 + 7919);
    for (let i = 0; i < grain.length; i++) grain[i] = Math.round(normal(rnd, sigma));
  }
  return grain;
}

async function background(rnd: () => number): Promise<Buffer> {
  // Broad colour fields (walls, floor, clothes) and blotchy texture; then sensor grain.
  const grid = Buffer.from(Array.from({ length: 8 * 6 * 3 }, () => Math.round(50 + rnd() * 170)));
  const pixels = await sharp(grid, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .composite([{ input: await noise(rnd, 500, 60), raw, blend: 'soft-light' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const noisy = grainOf(GRAIN_SIGMA);
  const offset = Math.floor(rnd() * 7919);
  const clamped = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  for (let i = 0; i < clamped.length; i++) clamped[i] = (clamped[i] ?? 0) + (noisy[i + offset] ?? 0);
  return pixels;
}

/** 3-6 different people, about half of them enrolled children. */
function pickFaces(rnd: () => number): { label: string; enrolled: boolean; crop: number }[] {
  const people = [...ENROLLED, ...NOT_ENROLLED]
    .map((label) => ({ label, order: rnd() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, 3 + Math.floor(rnd() * 4));
  return people.map(({ label }) => {
    const enrolled = ENROLLED.includes(label);
    return { label, enrolled, crop: enrolled ? 4 + Math.floor(rnd() * 2) : 1 + Math.floor(rnd() * 5) };
  });
}

/** Photo `index` of the day, taken at 09:00 plus its share of eight hours (EXIF time, no offset). */
export function takenAtOf(index: number, count: number): string {
  const at = new Date(Date.UTC(2026, 4, 1, 9) + Math.floor((index * 8 * 3600_000) / count));
  return at.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
}

export async function composePhoto(index: number, count: number, seed: number) {
  const rnd = random(seed * 100_003 + index);
  const placed: PlacedFace[] = [];
  const layers: OverlayOptions[] = [];
  for (const face of pickFaces(rnd)) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const size = Math.round(60 + rnd() * 190);
      const x = Math.round(rnd() * (PHOTO_WIDTH - size));
      const y = Math.round(rnd() * (PHOTO_HEIGHT - size));
      const apart = (o: PlacedFace) =>
        x + size + 40 < o.x || o.x + o.size + 40 < x || y + size + 40 < o.y || o.y + o.size + 40 < y;
      if (!placed.every(apart)) continue;
      placed.push({ label: face.label, enrolled: face.enrolled, size, x, y });
      const crop = identityCrop(face.label, face.crop);
      layers.push({ input: await sharp(crop).resize(size, size).toBuffer(), left: x, top: y });
      break;
    }
  }
  const takenAt = takenAtOf(index, count);
  const bytes = await sharp(await background(rnd), { raw })
    .composite(layers)
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Hibi', Model: 'Bench 12MP' }, IFD2: { DateTimeOriginal: takenAt } })
    .toBuffer();
  return { bytes, takenAt, faces: placed };
}
