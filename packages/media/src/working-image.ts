import type { Sharp, SharpOptions } from 'sharp';

/** The photo decoded once, upright, RGB, shrunk to the working size: what faces and hashes read. */
export type WorkingImage = { data: Buffer; width: number; height: number };

/** Longest side of the working image; face detection is sized and measured on it (decision 0012). */
export const WORKING_SIDE = 2048;
/** The least long side of a working image made by halving the original (decision 0052). */
const HALVED_SIDE_LEAST = 2000;

/**
 * The working image's long side for an original's: WORKING_SIDE, or the original halved (or
 * quartered, ...) when that lands between 2000 and 2048 px: a 12-megapixel 4000 × 3000 photo becomes
 * 2000 × 1500, 4.6 % fewer pixels for every step after (decision 0052). sharp still decodes all of
 * a halved JPEG and reduces it: it lets libjpeg scale in the DCT only for a shrink of 3 or more
 * (decision 0070).
 */
export function workingLongSide(originalLongSide: number): number {
  for (let halved = originalLongSide / 2; halved >= HALVED_SIDE_LEAST; halved /= 2)
    if (halved <= WORKING_SIDE && Number.isInteger(halved)) return halved;
  return WORKING_SIDE;
}

/** `source` (upright pixels whose long side is `longSide`) shrunk to the working size, as RGB rows. */
export async function workingImageOf(source: Sharp, longSide: number): Promise<WorkingImage> {
  const side = workingLongSide(longSide);
  const { data, info } = await source
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** sharp's arguments for encoded bytes, or for the decoded working image (raw RGB, already upright). */
export function sharpInput(image: Uint8Array | WorkingImage): [Uint8Array, SharpOptions | undefined] {
  if (image instanceof Uint8Array) return [image, undefined];
  return [image.data, { raw: { width: image.width, height: image.height, channels: 3 } }];
}
