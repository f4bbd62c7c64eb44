// Finding face candidates on the whole working image: BlazeFace on onnxruntime-node's native CPU
// runtime, one pass per pyramid level instead of one per tile (decision 0040).
import ort from 'onnxruntime-node';
import sharp from 'sharp';
import { type BlazefaceHead, decodeBlazeface, levelBands, pyramidScales } from './blazeface-decode.ts';
import { BLAZEFACE_HEADS, BLAZEFACE_INPUT, blazefaceAnySize } from './blazeface-graph.ts';
import type { Detection, Point2 } from './geometry.ts';
import type { RgbImage } from './raster.ts';

/** Smallest face side BlazeFace finds reliably (measured: 24-28 px, margin added). */
export const DETECTOR_MIN_FACE = 32;
/** Black border around each level: BlazeFace misses a face that touches its input's edge. */
const BORDER = 16;
/** Levels stop once the image fits this side: the network's own input size. */
const LAST_LEVEL_SIDE = 256;
/** MediaPipe's face box for the mesh: BlazeFace's box enlarged 1.4 times and squared (as Human made it). */
const BOX_ENLARGE = 1.4;

export type FaceDetector = {
  detect(image: RgbImage, minFacePx: number, minScore: number): Promise<Detection[]>;
};

/**
 * Rows a run reads at most, and the overlap of bands: faces up to 64 px are found on a level (larger
 * ones on the next), plus the 16 px margin BlazeFace needs on each side. Measured on a 2080 × 1568
 * level, 2026-11-28: 4 bands with the arena 0.74 s and 97 MiB, one whole run 1.05 s and 172 MiB.
 */
const BAND_ROWS = 480;
const BAND_OVERLAP = 96;

/** One session per thread, single-threaded: parallelism comes from the face threads (CPU is counted). */
export async function loadFaceDetector(): Promise<FaceDetector> {
  const session = await ort.InferenceSession.create(await blazefaceAnySize(), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    logSeverityLevel: 3,
    // Bands are of a few sizes, so the arena's buffers are reused from band to band rather than
    // mapped and faulted in afresh (a quarter of the run's time when each level was one run).
    enableCpuMemArena: true,
    enableMemPattern: false,
  });
  return {
    async detect(image, minFacePx, minScore) {
      const found: Detection[] = [];
      const longest = Math.max(image.width, image.height);
      for (const scale of pyramidScales(longest, DETECTOR_MIN_FACE / minFacePx, LAST_LEVEL_SIDE)) {
        const level = await levelPixels(image, scale);
        for (const band of levelBands(level.height, BAND_ROWS, BAND_OVERLAP)) {
          const rows = level.data.subarray(
            band.top * level.width * 3,
            (band.top + band.rows) * level.width * 3,
          );
          const tensor = new ort.Tensor('uint8', rows, [1, band.rows, level.width, 3]);
          const out = await session.run({ [BLAZEFACE_INPUT]: tensor });
          // Band pixels (with the level's border) to working-image pixels.
          const inImage = (p: Point2): Point2 => ({
            x: (p.x - BORDER) / scale,
            y: (p.y + band.top - BORDER) / scale,
          });
          for (const { box, score, eyes } of decodeHeads(out).flatMap((h) => decodeBlazeface(h, minScore))) {
            const side = (Math.max(box.width, box.height) * BOX_ENLARGE) / scale;
            const middle = box.y + box.height / 2 + band.top;
            if (middle < band.from || middle >= band.to) continue;
            const centre = inImage({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
            found.push({
              box: { x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side },
              score,
              cut: false,
              eyes: [inImage(eyes[0]), inImage(eyes[1])],
            });
          }
          for (const value of Object.values(out)) value.dispose();
        }
      }
      return found;
    },
  };
}

function decodeHeads(out: ort.InferenceSession.OnnxValueMapType): BlazefaceHead[] {
  const head = (scores: string, boxes: string, stride: number, anchors: number): BlazefaceHead => {
    const [, rows = 0, cols = 0] = out[scores]?.dims ?? [];
    const data = (name: string) => out[name]?.data as Float32Array;
    return { stride, anchors, rows, cols, scores: data(scores), boxes: data(boxes) };
  };
  return [
    head(BLAZEFACE_HEADS.scores16, BLAZEFACE_HEADS.boxes16, 16, 2),
    head(BLAZEFACE_HEADS.scores32, BLAZEFACE_HEADS.boxes32, 32, 6),
  ];
}

/** The image at `scale` with a black border, padded to multiples of 32: RGB bytes, row by row. */
async function levelPixels(image: RgbImage, scale: number) {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const paddedWidth = Math.ceil((width + 2 * BORDER) / 32) * 32;
  const paddedHeight = Math.ceil((height + 2 * BORDER) / 32) * 32;
  const raw = { width: image.width, height: image.height, channels: 3 as const };
  const level = sharp(image.data, { raw });
  if (width !== image.width || height !== image.height)
    level.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  const data = await level
    .extend({
      left: BORDER,
      top: BORDER,
      right: paddedWidth - width - BORDER,
      bottom: paddedHeight - height - BORDER,
      background: { r: 0, g: 0, b: 0 },
    })
    .raw()
    .toBuffer();
  return { data, width: paddedWidth, height: paddedHeight };
}
