import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { sharpInput, type WorkingImage } from './working-image.ts';

/** ThumbHash of an image, base64: a ~25-byte blurred stand-in shown while the preview loads. */
export async function thumbHashOf(image: Uint8Array | WorkingImage): Promise<string> {
  // ThumbHash takes at most 100 × 100 pixels; the orientation is applied so the blur is upright.
  const { data, info } = await sharp(...sharpInput(image))
    .rotate()
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
