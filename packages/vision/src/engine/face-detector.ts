// Finding face candidates on the whole working image: BlazeFace on onnxruntime-node's native CPU
// runtime, one pass per pyramid level instead of one per tile (decision 0040).
import ort from 'onnxruntime-node';
import sharp from 'sharp';
import { type BlazefaceHead, decodeBlazeface, pyramidScales } from './blazeface-decode.ts';
import { BLAZEFACE_HEADS, blazefaceAnySize } from './blazeface-graph.ts';
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

/** One session per thread, single-threaded: parallelism comes from the face threads (CPU is counted). */
export async function loadFaceDetector(): Promise<FaceDetector> {
  const session = await ort.InferenceSession.create(await blazefaceAnySize(), {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    logSeverityLevel: 3,
    // Inputs change size with every photo and level: an arena would keep the largest level's
    // buffers (hundreds of MiB a thread) for the life of the process.
    enableCpuMemArena: false,
    enableMemPattern: false,
  });
  const input = session.inputNames[0] ?? 'input:0';
  return {
    async detect(image, minFacePx, minScore) {
      const found: Detection[] = [];
      const longest = Math.max(image.width, image.height);
      for (const scale of pyramidScales(longest, DETECTOR_MIN_FACE / minFacePx, LAST_LEVEL_SIDE)) {
        const level = await levelTensor(image, scale);
        const out = await session.run({ [input]: level.tensor });
        const head = (scores: string, boxes: string, stride: number, anchors: number): BlazefaceHead => {
          const [, rows = 0, cols = 0] = out[scores]?.dims ?? [];
          const data = (name: string) => out[name]?.data as Float32Array;
          return { stride, anchors, rows, cols, scores: data(scores), boxes: data(boxes) };
        };
        const heads = [
          head(BLAZEFACE_HEADS.scores16, BLAZEFACE_HEADS.boxes16, 16, 2),
          head(BLAZEFACE_HEADS.scores32, BLAZEFACE_HEADS.boxes32, 32, 6),
        ];
        // Level pixels (with the border) to working-image pixels.
        const inImage = (p: Point2): Point2 => ({ x: (p.x - BORDER) / scale, y: (p.y - BORDER) / scale });
        for (const { box, score, eyes } of heads.flatMap((h) => decodeBlazeface(h, minScore))) {
          const side = (Math.max(box.width, box.height) * BOX_ENLARGE) / scale;
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
      return found;
    },
  };
}

/** The image at `scale`, with a black border, padded to multiples of 32, as [-1, 1] floats (NHWC). */
async function levelTensor(image: RgbImage, scale: number) {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const paddedWidth = Math.ceil((width + 2 * BORDER) / 32) * 32;
  const paddedHeight = Math.ceil((height + 2 * BORDER) / 32) * 32;
  const raw = { width: image.width, height: image.height, channels: 3 as const };
  const pixels = await sharp(image.data, { raw })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .extend({
      left: BORDER,
      top: BORDER,
      right: paddedWidth - width - BORDER,
      bottom: paddedHeight - height - BORDER,
      background: { r: 0, g: 0, b: 0 },
    })
    .raw()
    .toBuffer();
  const floats = new Float32Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) floats[i] = (pixels[i] ?? 0) / 127.5 - 1;
  return { tensor: new ort.Tensor('float32', floats, [1, paddedHeight, paddedWidth, 3]) };
}
