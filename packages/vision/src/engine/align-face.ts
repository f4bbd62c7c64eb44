// The face chip dlib's recognition network was trained on: 150 × 150 px, the face turned upright and
// scaled so that its five points land where dlib's mean face puts them (get_face_chip_details with
// padding 0.25). A chip cut any other way costs the network accuracy.
import type { Point2 } from './mesh-reading.ts';

export const CHIP_SIDE = 150;
const PADDING = 0.25;

/**
 * dlib's mean face (the 68-point shape of get_face_chip_details), in 0..1 of the unpadded face:
 * the eye centres are the means of points 36-41 and 42-47, the nose tip is point 30 and the mouth
 * corners 48 and 54. Ordered as the engine's landmarks: left to right as seen in the image.
 */
const MEAN_FACE = {
  leftEye: { x: 0.22541, y: 0.21599 },
  rightEye: { x: 0.75476, y: 0.21599 },
  nose: { x: 0.490127, y: 0.515625 },
  mouthLeft: { x: 0.254149, y: 0.780233 },
  mouthRight: { x: 0.726104, y: 0.780233 },
};

export type FivePoints = Record<keyof typeof MEAN_FACE, Point2>;

/** Where each of the five points belongs on the chip, in chip pixels. */
export const CHIP_TARGETS: FivePoints = Object.fromEntries(
  Object.entries(MEAN_FACE).map(([name, p]) => [
    name,
    {
      x: ((p.x + PADDING) / (1 + 2 * PADDING)) * CHIP_SIDE,
      y: ((p.y + PADDING) / (1 + 2 * PADDING)) * CHIP_SIDE,
    },
  ]),
) as FivePoints;

/** q = [a −b; b a]·p + t: rotation and uniform scale, then a shift. */
export type Similarity = { a: number; b: number; tx: number; ty: number };

export const applySimilarity = (m: Similarity, p: Point2): Point2 => ({
  x: m.a * p.x - m.b * p.y + m.tx,
  y: m.b * p.x + m.a * p.y + m.ty,
});

export function invertSimilarity(m: Similarity): Similarity {
  const d = m.a * m.a + m.b * m.b;
  const a = m.a / d;
  const b = -m.b / d;
  return { a, b, tx: -(a * m.tx - b * m.ty), ty: -(b * m.tx + a * m.ty) };
}

/** The least-squares similarity taking `from` onto `to` (same length, at least two points). */
export function fitSimilarity(from: readonly Point2[], to: readonly Point2[]): Similarity {
  const mean = (ps: readonly Point2[]) => ({
    x: ps.reduce((s, p) => s + p.x, 0) / ps.length,
    y: ps.reduce((s, p) => s + p.y, 0) / ps.length,
  });
  const [mf, mt] = [mean(from), mean(to)];
  let dotSum = 0;
  let crossSum = 0;
  let norm = 0;
  from.forEach((p, i) => {
    const q = to[i] ?? mt;
    const [px, py, qx, qy] = [p.x - mf.x, p.y - mf.y, q.x - mt.x, q.y - mt.y];
    dotSum += px * qx + py * qy;
    crossSum += px * qy - py * qx;
    norm += px * px + py * py;
  });
  if (norm === 0) throw new Error('The face points coincide');
  const a = dotSum / norm;
  const b = crossSum / norm;
  return { a, b, tx: mt.x - (a * mf.x - b * mf.y), ty: mt.y - (b * mf.x + a * mf.y) };
}

/** The transform from image pixels to chip pixels for a face's five points (image pixels). */
export function chipTransform(points: FivePoints): Similarity {
  const names = Object.keys(MEAN_FACE) as (keyof FivePoints)[];
  return fitSimilarity(
    names.map((n) => points[n]),
    names.map((n) => CHIP_TARGETS[n]),
  );
}

/**
 * Samples the chip from an RGB image (row-major, 3 channels) bilinearly; outside the image is black,
 * as in dlib. The image should hold the face at about chip resolution (the caller renders it so),
 * since bilinear sampling aliases when it shrinks much.
 */
export function warpToChip(
  image: { data: Uint8Array; width: number; height: number },
  toChip: Similarity,
  side = CHIP_SIDE,
): Float32Array {
  const back = invertSimilarity(toChip);
  const out = new Float32Array(side * side * 3);
  const { data, width, height } = image;
  const px = (x: number, y: number, c: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (data[(y * width + x) * 3 + c] ?? 0);
  for (let v = 0; v < side; v++) {
    for (let u = 0; u < side; u++) {
      // Pixel centres on both sides.
      const p = applySimilarity(back, { x: u + 0.5, y: v + 0.5 });
      const x = p.x - 0.5;
      const y = p.y - 0.5;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      for (let c = 0; c < 3; c++) {
        const top = px(x0, y0, c) * (1 - fx) + px(x0 + 1, y0, c) * fx;
        const bottom = px(x0, y0 + 1, c) * (1 - fx) + px(x0 + 1, y0 + 1, c) * fx;
        out[(v * side + u) * 3 + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return out;
}
