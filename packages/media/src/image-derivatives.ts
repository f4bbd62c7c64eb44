import sharp, { type Sharp } from 'sharp';

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
};

/** A WebP whose shorter edge is `edge` px (a square crop of it fills a tile), never enlarged. */
function tileImage(image: Sharp, edge: number): Promise<Buffer> {
  return image
    .resize(edge, edge, { fit: 'outside', withoutEnlargement: true })
    .webp({ quality: 78 })
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
 * The delivered sizes of a photo. sharp drops EXIF (location, camera) unless asked to keep it,
 * so what a family receives carries no metadata; the orientation is applied to the pixels first.
 */
export async function makeImageDerivatives(original: Buffer): Promise<ImageDerivatives> {
  const upright = sharp(original, { failOn: 'error' }).rotate();
  // autoOrient is the size once the EXIF orientation is applied, read without decoding pixels.
  const { width, height } = (await upright.metadata()).autoOrient;
  const [thumbnail, medium, preview, full] = await Promise.all([
    tileImage(upright.clone(), 320),
    tileImage(upright.clone(), 640),
    upright
      .clone()
      .resize(1440, 1440, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    upright.clone().jpeg({ quality: 90 }).toBuffer(),
  ]);
  return { width, height, thumbnail, medium, preview, full };
}
