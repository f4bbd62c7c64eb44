// Synthetic group photos: faces pasted at 40-150 px on a background of the production working size
// (the pipeline shrinks a photo to 2048 px before detection).
import sharp, { type OverlayOptions } from 'sharp';

export const SCENE_WIDTH = 2048;
export const SCENE_HEIGHT = 1536;

export type SceneFace = { label: string; bytes: Buffer };
export type PlacedFace = { label: string; x: number; y: number; size: number };
export type Scene = { bytes: Buffer; truth: PlacedFace[] };

/** Deterministic pseudo-random numbers (mulberry32), so every run composes the same scenes. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function background(kind: number, rnd: () => number): Promise<Buffer> {
  const colour = () => Math.round(90 + rnd() * 140);
  const size = { width: SCENE_WIDTH, height: SCENE_HEIGHT };
  if (kind % 3 === 2) {
    // Coloured blotches from the seeded generator stand in for a busy room; made here, so they
    // cannot go missing, and the same in every run.
    const grid = { width: 160, height: 120, channels: 3 as const };
    const cells = Buffer.from(Array.from({ length: grid.width * grid.height * 3 }, colour));
    return sharp(cells, { raw: grid })
      .resize(size.width, size.height, { kernel: 'cubic' })
      .blur(3)
      .raw()
      .toBuffer();
  }
  const [r0, g0, b0, r1, g1, b1] = [colour(), colour(), colour(), colour(), colour(), colour()];
  const gradient = kind % 3 === 1;
  const pixels = Buffer.alloc(size.width * size.height * 3);
  for (let y = 0; y < size.height; y++) {
    const t = gradient ? y / size.height : 0;
    const row = [r0 + (r1 - r0) * t, g0 + (g1 - g0) * t, b0 + (b1 - b0) * t];
    for (let x = 0; x < size.width; x++) pixels.set(row, (y * size.width + x) * 3);
  }
  return pixels;
}

/** Places the faces at random sizes in 40-150 px without overlap and encodes the scene as JPEG. */
export async function composeScene(faces: SceneFace[], kind: number, seed: number): Promise<Scene> {
  const rnd = random(seed);
  const truth: PlacedFace[] = [];
  const layers: OverlayOptions[] = [];
  for (const face of faces) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const size = Math.round(40 + rnd() * 110);
      const x = Math.round(rnd() * (SCENE_WIDTH - size));
      const y = Math.round(rnd() * (SCENE_HEIGHT - size));
      const gap = 20;
      const free = truth.every(
        (o) =>
          x + size + gap < o.x || o.x + o.size + gap < x || y + size + gap < o.y || o.y + o.size + gap < y,
      );
      if (!free) continue;
      truth.push({ label: face.label, x, y, size });
      layers.push({
        input: await sharp(face.bytes).resize(size, size, { kernel: 'lanczos3' }).toBuffer(),
        left: x,
        top: y,
      });
      break;
    }
  }
  const raw = { width: SCENE_WIDTH, height: SCENE_HEIGHT, channels: 3 as const };
  const bytes = await sharp(await background(kind, rnd), { raw })
    .composite(layers)
    .jpeg({ quality: 88 })
    .toBuffer();
  return { bytes, truth };
}
