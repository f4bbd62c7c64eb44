// Detection on dlib's annotated photos, as the engine sees them and (to tell the engine's size
// floor from its other misses) on the same photo enlarged twice, which no pipeline step does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DetectedFace } from '@hibi/vision';
import sharp from 'sharp';
import type { createDetectionPool } from '../faces/pool.ts';
import { loadDlibTruth, type TruthBox, type TruthImage } from './dlib-truth.ts';
import { pairBoxes, pixelBox } from './pairing.ts';

type Pool = ReturnType<typeof createDetectionPool>;

export const UPSCALE = 2;
/** dlib's photo of dogs: no human face, so every detection on it is false. */
export const DOGS = 'dogs.jpg';

export type BoxResult = TruthBox & {
  /** The paired detection at the photo's own size, and on the enlarged copy. */
  face: DetectedFace | undefined;
  upscaled: DetectedFace | undefined;
};
export type FalseDetection = {
  file: string;
  face: DetectedFace;
  score: number;
  sizePx: number;
  upscaled: boolean;
};
export type DlibRun = {
  boxes: BoxResult[];
  ignored: number;
  /** Detections paired with no box, those on the dogs included. */
  falseDetections: FalseDetection[];
  cpuMs: number[];
};

async function enlarged(bytes: Buffer): Promise<Buffer> {
  const { width = 0 } = await sharp(bytes).metadata();
  return sharp(bytes)
    .resize({ width: width * UPSCALE, kernel: 'lanczos3' })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** One photo: its boxes paired at both sizes, and the detections no box took. */
async function detectPhoto(pool: Pool, dir: string, image: TruthImage) {
  const bytes = readFileSync(path.join(dir, image.file));
  const [own, big] = await Promise.all([pool.detect(bytes), pool.detect(await enlarged(bytes))]);
  const boxesOf = (faces: DetectedFace[]) => faces.map((f) => pixelBox(f, image.width, image.height));
  const a = pairBoxes(image.boxes, boxesOf(own.faces));
  const b = pairBoxes(image.boxes, boxesOf(big.faces));
  const at = (faces: DetectedFace[], k: number | undefined) => (k === undefined ? undefined : faces[k]);
  const boxes = image.boxes.map((box, i) => ({
    ...box,
    face: at(own.faces, a.pairs[i]?.found),
    upscaled: at(big.faces, b.pairs[i]?.found),
  }));
  const falses = (faces: DetectedFace[], left: number[], upscaled: boolean) =>
    left.flatMap((k) => {
      const face = faces[k];
      if (!face) return [];
      const sizePx = face.quality.sizePx / (upscaled ? UPSCALE : 1);
      return [{ file: image.file, face, score: face.score, sizePx, upscaled }];
    });
  const falseDetections = [...falses(own.faces, a.unpaired, false), ...falses(big.faces, b.unpaired, true)];
  return { boxes, falseDetections, cpuMs: own.cpuMs };
}

export async function runDlibDetection(pool: Pool, dir: string): Promise<DlibRun> {
  const { images, ignored } = loadDlibTruth(dir);
  // The dogs have no boxes, so whatever is found on them is left unpaired: false.
  const dogs = { file: DOGS, width: 0, height: 0, boxes: [] };
  const [photos, onDogs] = await Promise.all([
    Promise.all(images.map((image) => detectPhoto(pool, dir, image))),
    detectPhoto(pool, dir, dogs),
  ]);
  return {
    boxes: photos.flatMap((p) => p.boxes),
    ignored,
    falseDetections: [...photos, onDogs].flatMap((p) => p.falseDetections),
    cpuMs: [...photos, onDogs].map((p) => p.cpuMs),
  };
}
