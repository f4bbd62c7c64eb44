import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { bufferView } from './buffer-view.ts';
import { fullJpeg } from './full-jpeg.ts';
import { heicPixels } from './heic-pixels.ts';
import { heicPixelsFromTiles } from './heic-tiles.ts';
import { type WorkingImage, workingImageOf } from './working-image.ts';

/** Hex sha256 of a file's bytes: the same file uploaded twice is one media. */
export function contentHash(bytes: Uint8Array): string {
  return contentHasher().update(bytes).digest('hex');
}

/** The hash of `contentHash`, for bytes that arrive as a stream (then `.digest('hex')`). */
export const contentHasher = () => createHash('sha256');

/** An ISO-BMFF file of the HEIF family (iPhone photos): 'ftyp' at byte 4. */
function isHeifContainer(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp';
}

/** Pixels a HEIC was decoded to: upright rows of RGB (or RGBA from libheif). */
export type DecodedPixels = { width: number; height: number; pixels: Uint8Array; channels: 3 | 4 };

/**
 * The photo as bytes sharp can decode. sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIC,
 * the iPhone's default, for patent reasons; those are decoded by ffmpeg's native HEVC decoder
 * (`heicPixelsFromTiles`, decision 0069), or, for a file of a shape that does not read, by libheif
 * (WebAssembly, in a thread of its own: `heicPixels`), both turned upright by the file's rotation,
 * and re-encoded as a near-lossless JPEG. Anything else is returned as it is. The original's EXIF
 * is read from the original itself.
 */
export async function decodableImage(bytes: Buffer): Promise<Buffer> {
  return (await decodable(bytes, false)).image;
}

/**
 * `decodableImage`, and for a HEIC its working image, made from the pixels it was decoded to so they
 * need not be decoded again.
 */
export function decodablePhoto(bytes: Buffer): Promise<DecodablePhoto> {
  return decodable(bytes, true);
}

type DecodablePhoto = { image: Buffer; working?: WorkingImage };

async function decodable(bytes: Buffer, withWorking: boolean): Promise<DecodablePhoto> {
  if (!isHeifContainer(bytes)) return { image: bytes };
  try {
    await sharp(bytes, { failOn: 'error' }).resize(8, 8).raw().toBuffer();
    return { image: bytes };
  } catch {
    return heicInTurn(bytes, withWorking);
  }
}

let heicQueue: Promise<unknown> = Promise.resolve();

/**
 * A HEIC's full-size JPEG (and working image), one HEIC of the process at a time: its whole picture
 * is held here (36 MB of a 12-megapixel photo, where sharp decodes a JPEG in strips), and two at
 * once took a worker past its 600 MiB (decision 0072). The other ingests go on meanwhile.
 */
function heicInTurn(bytes: Buffer, withWorking: boolean): Promise<DecodablePhoto> {
  const done = heicQueue.then(() => heicPhoto(bytes, withWorking));
  heicQueue = done.catch(() => undefined);
  return done;
}

async function heicPhoto(bytes: Buffer, withWorking: boolean): Promise<DecodablePhoto> {
  const native = await heicPixelsFromTiles(bytes).catch(() => undefined);
  const pixels: DecodedPixels = native ?? { ...(await heicPixels(bytes)), channels: 4 };
  const { width, height, channels } = pixels;
  const raw = () => sharp(bufferView(pixels.pixels), { raw: { width, height, channels } });
  const [image, working] = await Promise.all([
    fullJpeg(raw().removeAlpha(), 95),
    withWorking ? workingImageOf(raw(), Math.max(width, height)) : undefined,
  ]);
  return { image, working };
}
