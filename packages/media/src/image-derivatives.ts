import sharp from 'sharp';

export type ImageDerivatives = {
  /** Upright size of the original, after its EXIF orientation is applied. */
  width: number;
  height: number;
  /** WebP whose shorter edge is 320 px: the timeline grid crops it square. */
  thumbnail: Buffer;
  /** WebP that fits in 1440 × 1440: the full-screen viewer. */
  preview: Buffer;
  /** JPEG at full size: what a family downloads, without the original's metadata. */
  full: Buffer;
};

/**
 * The delivered sizes of a photo. sharp drops EXIF (location, camera) unless asked to keep it,
 * so what a family receives carries no metadata; the orientation is applied to the pixels first.
 */
export async function makeImageDerivatives(original: Buffer): Promise<ImageDerivatives> {
  const upright = sharp(original, { failOn: 'error' }).rotate();
  // autoOrient is the size once the EXIF orientation is applied, read without decoding pixels.
  const { width, height } = (await upright.metadata()).autoOrient;
  const [thumbnail, preview, full] = await Promise.all([
    upright
      .clone()
      .resize(320, 320, { fit: 'outside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer(),
    upright
      .clone()
      .resize(1440, 1440, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    upright.clone().jpeg({ quality: 90 }).toBuffer(),
  ]);
  return { width, height, thumbnail, preview, full };
}
