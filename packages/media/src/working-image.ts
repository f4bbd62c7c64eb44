import type { SharpOptions } from 'sharp';
import type { WorkingImage } from './image-derivatives.ts';

export type { WorkingImage };

/** sharp's arguments for encoded bytes, or for the decoded working image (raw RGB, already upright). */
export function sharpInput(image: Uint8Array | WorkingImage): [Uint8Array, SharpOptions | undefined] {
  if (image instanceof Uint8Array) return [image, undefined];
  return [image.data, { raw: { width: image.width, height: image.height, channels: 3 } }];
}
