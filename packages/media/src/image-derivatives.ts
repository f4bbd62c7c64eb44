import sharp, { type Metadata, type Sharp } from 'sharp';
import { fullJpeg } from './full-jpeg.ts';
import { stripJpegMetadata, withOrientation } from './jpeg-metadata.ts';
import { type WorkingImage, workingImageOf } from './working-image.ts';

export type ImageDerivatives = {
  /** Upright size of the original, after its EXIF orientation is applied. */
  width: number;
  height: number;
  /** WebP whose shorter edge is 320 px: the timeline grid crops it square. */
  thumbnail: Buffer;
  /** WebP whose shorter edge is 640 px: the grid's tiles on 2× and 3× screens (srcset). */
  medium: Buffer;
  /** WebP that fits in 1440 × 1440: the full-screen viewer. */
  preview: Buffer;
  /** JPEG at full size: what a family downloads, without the original's metadata. */
  full: Buffer;
  /** The working image the derivatives were made from, for faces, placeholder and hash. */
  working: WorkingImage;
};

/**
 * libwebp's method 2 of 0-6 (sharp's default is 4): on the bench's 12-megapixel photos it makes the
 * three WebPs in about 0.32 s of CPU instead of 0.54 s, for files about 3 % larger, and they are the
 * largest step of an ingest after the faces.
 */
const WEBP_EFFORT = 2;

/** A WebP whose shorter edge is `edge` px (a square crop of it fills a tile), never enlarged. */
function tileImage(image: Sharp, edge: number): Promise<Buffer> {
  return image
    .resize(edge, edge, { fit: 'outside', withoutEnlargement: true })
    .webp({ quality: 78, effort: WEBP_EFFORT })
    .toBuffer();
}

/** `tileImage` of encoded bytes, turned upright first. */
function uprightTile(image: Buffer, edge: number): Promise<Buffer> {
  return tileImage(sharp(image, { failOn: 'error' }).rotate(), edge);
}

/**
 * The medium tile image alone, for media stored before it existed. The source is a derivative
 * that is already upright and without metadata (a full-size photo, a video's poster).
 */
export function makeMediumDerivative(image: Buffer): Promise<Buffer> {
  return uprightTile(image, 640);
}

/** A reference preview's shorter edge: 480 px, more for a small face, never over this. */
const previewEdge = { least: 480, most: 1600 };
/** The least side of the face in a preview, so an operator's close-up of it stays sharp. */
const previewFacePx = 200;

/**
 * What families and operators see of a reference photo instead of the original (up to 20 MB, HEIC
 * unreadable in most browsers): upright, no metadata, shorter edge 480 px, or larger (up to 1600)
 * when the face, `faceWidth` as a share of the photo's width, would be under 200 px. `image` is
 * bytes sharp decodes (decodableImage's answer), so face boxes, fractions of the upright photo,
 * still fit it.
 */
export async function makeReferencePreview(image: Buffer, faceWidth?: number): Promise<Buffer> {
  const upright = sharp(image, { failOn: 'error' }).rotate();
  let edge = previewEdge.least;
  if (faceWidth && faceWidth > 0) {
    const { width, height } = (await upright.metadata()).autoOrient;
    const forFace = Math.ceil((previewFacePx / faceWidth) * (Math.min(width, height) / width));
    edge = Math.min(previewEdge.most, Math.max(edge, forFace));
  }
  return tileImage(upright, edge);
}

/**
 * How an uploaded photo is decoded: a JPEG whose last part never arrived (a phone's interrupted
 * transfer) still shows in browsers, its missing rows grey, so it is kept; bytes of no image
 * format still fail.
 */
const photoInput = { failOn: 'none' } as const;

/**
 * The delivered sizes of a photo. The original is decoded once, into the working image, and the
 * WebPs are made from that; the full-size JPEG keeps the original's compressed image when it can
 * (stripJpegMetadata), else it is encoded again. Either way what a family receives carries no
 * metadata (location, camera) but, for a photo stored turned, its orientation, and shows upright.
 * `working`: the working image when the caller made it already (decodablePhoto's, for a HEIC).
 */
export async function makeImageDerivatives(
  original: Buffer,
  working?: WorkingImage,
): Promise<ImageDerivatives> {
  const upright = sharp(original, photoInput).rotate();
  const meta = await upright.metadata();
  // autoOrient is the size once the EXIF orientation is applied, read without decoding pixels.
  const { width, height } = meta.autoOrient;
  const shrunk = working ?? (await workingImageOf(upright, Math.max(width, height)));
  // A new instance over the same pixels for each size, not clone(): sharp's clone copies its input
  // (structuredClone of its options), 9 MB of a 12-megapixel photo's working image each time.
  const decoded = () =>
    sharp(shrunk.data, { raw: { width: shrunk.width, height: shrunk.height, channels: 3 } });
  const [thumbnail, medium, preview, full] = await Promise.all([
    tileImage(decoded(), 320),
    tileImage(decoded(), 640),
    decoded()
      .resize(1440, 1440, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: WEBP_EFFORT })
      .toBuffer(),
    fullSize(original, meta),
  ]);
  return { width, height, thumbnail, medium, preview, full, working: shrunk };
}

/**
 * The original's own JPEG data when it is RGB, with only its orientation kept when it is stored
 * turned (decision 0071); else the pixels turned upright and encoded.
 */
async function fullSize(original: Buffer, meta: Metadata): Promise<Buffer> {
  const stripped = meta.format === 'jpeg' && meta.channels === 3 ? stripJpegMetadata(original) : undefined;
  const orientation = meta.orientation ?? 1;
  if (stripped) return orientation === 1 ? stripped : withOrientation(stripped, orientation);
  return fullJpeg(sharp(original, photoInput).rotate(), 90);
}
