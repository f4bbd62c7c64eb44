import type { Point2, Rect } from './geometry.ts';

/** The graph's input: RGB bytes, NHWC. */
export const BLAZEFACE_INPUT = 'pixels';

/** Heads of the network, NHWC: 2 anchors a cell at stride 16, 6 at stride 32. */
export const BLAZEFACE_HEADS = {
  scores16: 'StatefulPartitionedCall/functional_1/conv2d_33/BiasAdd__165:0',
  boxes16: 'StatefulPartitionedCall/functional_1/conv2d_35/BiasAdd__162:0',
  scores32: 'StatefulPartitionedCall/functional_1/conv2d_34/BiasAdd__159:0',
  boxes32: 'StatefulPartitionedCall/functional_1/conv2d_36/BiasAdd__156:0',
} as const;

/** One head of BlazeFace: a grid of cells, `anchors` boxes each, NHWC as the network writes it. */
export type BlazefaceHead = {
  stride: number;
  anchors: number;
  rows: number;
  cols: number;
  /** Logits, one per anchor: rows × cols × anchors. */
  scores: Float32Array;
  /** 16 values per anchor (centre offset, size, 6 key points), in input pixels. */
  boxes: Float32Array;
};

/** A face box and its two eyes (MediaPipe's first two key points, image-left one first when upright). */
export type RawDetection = { box: Rect; score: number; eyes: [Point2, Point2] };

const VALUES = 16;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Boxes whose score reaches `minScore`, in the network input's pixels. MediaPipe's anchors are
 * fixed-size cell centres, so a box is its centre offset from the cell centre and its size in pixels:
 * the same at any input size, which is what lets the network run on a whole photo.
 */
export function decodeBlazeface(head: BlazefaceHead, minScore: number): RawDetection[] {
  const found: RawDetection[] = [];
  const logit = Math.log(minScore / (1 - minScore));
  for (let row = 0; row < head.rows; row++) {
    for (let col = 0; col < head.cols; col++) {
      for (let a = 0; a < head.anchors; a++) {
        const i = (row * head.cols + col) * head.anchors + a;
        const score = head.scores[i] ?? Number.NEGATIVE_INFINITY;
        if (score < logit) continue;
        const at = i * VALUES;
        const cx = (col + 0.5) * head.stride + (head.boxes[at] ?? 0);
        const cy = (row + 0.5) * head.stride + (head.boxes[at + 1] ?? 0);
        const width = head.boxes[at + 2] ?? 0;
        const height = head.boxes[at + 3] ?? 0;
        if (width <= 0 || height <= 0) continue;
        const point = (k: number): Point2 => ({
          x: (col + 0.5) * head.stride + (head.boxes[at + 4 + k * 2] ?? 0),
          y: (row + 0.5) * head.stride + (head.boxes[at + 5 + k * 2] ?? 0),
        });
        const box = { x: cx - width / 2, y: cy - height / 2, width, height };
        found.push({ box, score: sigmoid(score), eyes: [point(0), point(1)] });
      }
    }
  }
  return found;
}

/** Scale levels of the detection pyramid: `first`, then halving while the image is over `least` px. */
export function pyramidScales(longestSide: number, first: number, least: number): number[] {
  const scales = [Math.min(1, first)];
  while (longestSide * (scales.at(-1) ?? 1) > least) scales.push((scales.at(-1) ?? 1) / 2);
  return scales;
}

/**
 * Rows `[top, top + rows)` of a level the network reads in one run; it answers for the faces whose
 * centre is in rows `[from, to)`, which the bands share out between them.
 */
export type Band = { top: number; rows: number; from: number; to: number };

/**
 * A level's padded rows (or columns: tiles are bands both ways) cut into bands of at most `most`
 * (multiples of 32, as the network's strides need) that overlap by `overlap` or more. Each band answers for the rows up to halfway
 * into its overlaps, so a face no larger than the overlap minus the network's edge margin lies wholly
 * inside the band that answers for its centre, and a face the band's edge cuts is left to its
 * neighbour. Small bands keep a run's buffers small enough to be reused from band to band.
 */
export function levelBands(height: number, most: number, overlap: number): Band[] {
  if (height <= most) return [{ top: 0, rows: height, from: 0, to: height }];
  const count = Math.ceil((height - overlap) / (most - overlap));
  const rows = Math.min(most, Math.ceil((height + (count - 1) * overlap) / count / 32) * 32);
  const tops = Array.from({ length: count }, (_, i) =>
    i === count - 1 ? height - rows : i * (rows - overlap),
  );
  // Between two bands, the middle of their overlap.
  const seam = (i: number) => ((tops[i + 1] ?? 0) + (tops[i] ?? 0) + rows) / 2;
  return tops.map((top, i) => ({
    top,
    rows,
    from: i === 0 ? 0 : seam(i - 1),
    to: i === count - 1 ? height : seam(i),
  }));
}
