// Finding face candidates on the whole working image: BlazeFace on onnxruntime-node's native CPU
// runtime, one pass per pyramid level instead of one per tile (decision 0040).
import ort from 'onnxruntime-node';
import sharp from 'sharp';
import {
  type Band,
  BLAZEFACE_HEADS,
  BLAZEFACE_INPUT,
  type BlazefaceHead,
  decodeBlazeface,
  levelBands,
  pyramidScales,
} from './blazeface-decode.ts';
import { openCompiledNetwork } from './compiled-network.ts';
import type { Detection, Point2 } from './geometry.ts';
import { framedTile, type RgbImage } from './raster.ts';

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
 * A level is read in tiles of at most 480 rows × 640 columns that overlap by 96 px: faces up to 64 px
 * are found on a level (larger ones on the next), plus the 16 px margin BlazeFace needs on each side.
 * Small tiles keep a run's buffers in the caches and small enough to be reused from tile to tile: on
 * a 2048 × 1536 level, bands of the whole width held 163 MiB a thread, tiles of 608 columns 45 MiB,
 * for a little less CPU though they read 1.48 times the level's pixels instead of 1.25 (decision 0056).
 */
const TILE_ROWS = 480;
const TILE_COLUMNS = 640;
const TILE_OVERLAP = 96;

/** One session per thread, single-threaded: parallelism comes from the face threads (CPU is counted). */
export async function loadFaceDetector(): Promise<FaceDetector> {
  const session = await openCompiledNetwork('blazeface', {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    logSeverityLevel: 3,
    // Tiles are of a few sizes, so the arena's buffers are reused from tile to tile rather than
    // mapped and faulted in afresh (a quarter of the run's time when each level was one run).
    enableCpuMemArena: true,
    enableMemPattern: false,
  });
  // The tiles' buffers, by size, reused from tile to tile and photo to photo: some 20 MB a photo
  // otherwise, which V8 counts as external memory and answers with full collections.
  const tiles = new Map<number, Uint8Array>();
  const tileOf = (level: Level, band: Band, column: Band) => {
    const tile = framedTile(level.pixels, BORDER, band, column, tiles.get(band.rows * column.rows));
    tiles.set(band.rows * column.rows, tile);
    return tile;
  };
  return {
    async detect(image, minFacePx, minScore) {
      const found: Detection[] = [];
      const longest = Math.max(image.width, image.height);
      for (const scale of pyramidScales(longest, DETECTOR_MIN_FACE / minFacePx, LAST_LEVEL_SIDE)) {
        const level = await levelPixels(image, scale);
        for (const band of levelBands(level.height, TILE_ROWS, TILE_OVERLAP))
          for (const column of levelBands(level.width, TILE_COLUMNS, TILE_OVERLAP))
            found.push(...(await readTile(session, { level, scale, band, column }, tileOf, minScore)));
      }
      return found;
    },
  };
}

/** A pyramid level: its pixels, and its size framed by the black border and padded to multiples of 32. */
type Level = { pixels: RgbImage; width: number; height: number };
type Tile = { level: Level; scale: number; band: Band; column: Band };

/** One run of the network on a tile: the faces centred in the tile's share, in working-image pixels. */
async function readTile(
  session: ort.InferenceSession,
  tile: Tile,
  pixelsOf: (level: Level, band: Band, column: Band) => Uint8Array,
  minScore: number,
): Promise<Detection[]> {
  const { level, scale, band, column } = tile;
  const tensor = new ort.Tensor('uint8', pixelsOf(level, band, column), [1, band.rows, column.rows, 3]);
  const out = await session.run({ [BLAZEFACE_INPUT]: tensor });
  // Tile pixels (with the level's border) to working-image pixels.
  const inImage = (p: Point2): Point2 => ({
    x: (p.x + column.top - BORDER) / scale,
    y: (p.y + band.top - BORDER) / scale,
  });
  const found: Detection[] = [];
  for (const { box, score, eyes } of decodeHeads(out).flatMap((h) => decodeBlazeface(h, minScore))) {
    const middle = { x: box.x + box.width / 2 + column.top, y: box.y + box.height / 2 + band.top };
    if (middle.x < column.from || middle.x >= column.to || middle.y < band.from || middle.y >= band.to)
      continue;
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
  return found;
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

/**
 * The image at `scale` (the image itself at 1), and its size once framed by the black border and
 * padded to multiples of 32: the frame is read as black by each tile (framedTile), never copied.
 */
async function levelPixels(image: RgbImage, scale: number): Promise<Level> {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const framed = {
    width: Math.ceil((width + 2 * BORDER) / 32) * 32,
    height: Math.ceil((height + 2 * BORDER) / 32) * 32,
  };
  if (width === image.width && height === image.height) return { pixels: image, ...framed };
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { pixels: { data, width, height }, ...framed };
}
