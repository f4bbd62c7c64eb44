// Draws the sample pages' images into apps/web/app/features/marketing/samples/ with the project's own pipeline:
// the demo illustrations of apps/server/src/seed/demo-images.ts (never photos of real people),
// rendered and processed with sharp like packages/media does. The output is committed, so the
// build names them by their content. Run after changing the scenes: `node scripts/make-sample-images.ts`.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { demoSceneSvg } from '../apps/server/src/seed/demo-images.ts';

const outDir = new URL('../apps/web/app/features/marketing/samples/', import.meta.url);
const frameCount = 15; // specification §9: the sample photo movie has 15 placeholders.
const photo = { width: 640, height: 480 };
const retouch = { width: 960, height: 720 };

const scene = (index: number, width: number, height: number) =>
  sharp(Buffer.from(demoSceneSvg(index, width, height)));

/** The timeline photos and the movie's frames: one scene each, small WebP. */
async function makeFrames() {
  for (let i = 1; i <= frameCount; i++) {
    const webp = await scene(i + 20, photo.width, photo.height)
      .webp({ quality: 72 })
      .toBuffer();
    await writeFile(new URL(`frame-${String(i).padStart(2, '0')}.webp`, outDir), webp);
  }
}

// How a camera can fail indoors or against the light, applied to a clean render.
const flaws = {
  dark: (image: Sharp) => image.modulate({ brightness: 0.55, saturation: 0.7 }).linear(0.8, 6),
  hazy: (image: Sharp) => image.modulate({ saturation: 0.55 }).linear(0.55, 105),
};

/**
 * Auto levels: one gain and offset for all three channels, taken from the darkest and brightest
 * grey, so the range is stretched to 0–255 without shifting colours (per-channel stretching,
 * sharp's normalise, turns flat illustrations odd).
 */
async function autoLevels(image: Buffer): Promise<Sharp> {
  const [grey] = (await sharp(image).greyscale().stats()).channels;
  const low = grey?.min ?? 0;
  const high = Math.max(grey?.max ?? 255, low + 1);
  const gain = 255 / (high - low);
  return sharp(image).linear(gain, -low * gain);
}

/**
 * "Before" is the flawed shot; "after" is made from the before pixels only: levels stretched,
 * colour brought back, sharpened, and cropped closer to the children.
 */
async function makeRetouchPair(name: keyof typeof flaws, index: number) {
  const clean = await scene(index, 1200, 900).png().toBuffer();
  const before = await flaws[name](sharp(clean)).blur(1.4).png().toBuffer();
  const levelled = await (await autoLevels(before)).png().toBuffer();
  const after = sharp(levelled)
    .modulate({ saturation: 1.2 })
    .sharpen({ sigma: 1.2 })
    .extract({ left: 90, top: 110, width: 1020, height: 765 });
  await sharp(before)
    .resize(retouch.width, retouch.height)
    .webp({ quality: 74 })
    .toFile(new URL(`retouch-${name}-before.webp`, outDir).pathname);
  await after
    .resize(retouch.width, retouch.height)
    .webp({ quality: 74 })
    .toFile(new URL(`retouch-${name}-after.webp`, outDir).pathname);
}

await mkdir(outDir, { recursive: true });
await makeFrames();
await makeRetouchPair('dark', 4);
await makeRetouchPair('hazy', 7);
console.log(
  `Wrote ${frameCount} frames and 2 before/after pairs to apps/web/app/features/marketing/samples/`,
);
