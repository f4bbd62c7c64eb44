import {
  applySimilarity,
  CHIP_SIDE,
  chipTransform,
  type FivePoints,
  invertSimilarity,
  warpToChip,
} from './align-face.ts';
import type { Square } from './geometry.ts';
import { type RgbImage, renderSquare } from './raster.ts';

/** The rendered square holds the chip at any rotation (its diagonal is √2 of its side). */
const RENDER_SIDE = Math.ceil(CHIP_SIDE * Math.SQRT2);

/**
 * The 150 px chip of a face whose five points (working-image pixels) are given. The region the chip
 * covers is first rendered with sharp's Lanczos filter at about the chip's resolution, so a large
 * face is shrunk without aliasing and a small one enlarged smoothly; the rotation is then sampled
 * bilinearly at close to one pixel per pixel.
 */
export async function faceChip(image: RgbImage, points: FivePoints): Promise<Float32Array> {
  const back = invertSimilarity(chipTransform(points));
  const corners = [
    [0, 0],
    [CHIP_SIDE, 0],
    [0, CHIP_SIDE],
    [CHIP_SIDE, CHIP_SIDE],
  ].map(([x = 0, y = 0]) => applySimilarity(back, { x, y }));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const region: Square = {
    x: (Math.max(...xs) + Math.min(...xs)) / 2 - size / 2,
    y: (Math.max(...ys) + Math.min(...ys)) / 2 - size / 2,
    size,
  };
  const scale = RENDER_SIDE / size;
  const inRender = Object.fromEntries(
    Object.entries(points).map(([name, p]) => [
      name,
      { x: (p.x - region.x) * scale, y: (p.y - region.y) * scale },
    ]),
  ) as FivePoints;
  const pixels = await renderSquare(image, region, RENDER_SIDE);
  return warpToChip({ data: pixels, width: RENDER_SIDE, height: RENDER_SIDE }, chipTransform(inRender));
}
