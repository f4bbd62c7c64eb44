import sharp from 'sharp';
import { fullJpeg } from './full-jpeg.ts';

/** A face's box as fractions (0..1) of the upright image, as the face engine stores it. */
export type BlurBox = { x: number; y: number; width: number; height: number };

/**
 * How much wider than the detector's box the blurred patch is on each side (of the box's size):
 * its boxes are tight to the face; hair, ears and the chin's line also tell a child apart.
 */
const PAD = 0.35;
/** Blocks across the patch: too few for any face to be recognised or restored from. */
const BLOCKS = 6;

function patchOf(box: BlurBox, width: number, height: number) {
  const left = Math.max(0, Math.floor((box.x - box.width * PAD) * width));
  const top = Math.max(0, Math.floor((box.y - box.height * PAD) * height));
  const right = Math.min(width, Math.ceil((box.x + box.width * (1 + PAD)) * width));
  const bottom = Math.min(height, Math.ceil((box.y + box.height * (1 + PAD)) * height));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The photo, upright, with each box's face made unrecognisable for good (decision 0077): the patch
 * is shrunk to a few blocks, which throws its detail away (a blur alone can be partly undone), then
 * smoothed back to size. Answers a full-size JPEG without metadata, from which every size is made.
 */
export async function blurFaces(photo: Buffer, boxes: readonly BlurBox[]): Promise<Buffer> {
  const { data, info } = await sharp(photo, { failOn: 'none' })
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 3 as const } };
  const patches = await Promise.all(
    boxes.map(async (box) => {
      const patch = patchOf(box, info.width, info.height);
      const side = Math.max(patch.width, patch.height);
      const across = Math.max(2, Math.round((BLOCKS * patch.width) / side));
      const down = Math.max(2, Math.round((BLOCKS * patch.height) / side));
      const blocks = await sharp(data, raw).extract(patch).resize(across, down, { fit: 'fill' }).toBuffer();
      const input = await sharp(blocks, { raw: { width: across, height: down, channels: 3 } })
        .resize(patch.width, patch.height, { kernel: 'cubic', fit: 'fill' })
        .blur(Math.max(1, side / 24))
        .png({ compressionLevel: 1 })
        .toBuffer();
      return { input, left: patch.left, top: patch.top };
    }),
  );
  return fullJpeg(sharp(data, raw).composite(patches), 90);
}
