import type { Point2, Rect } from './geometry.ts';

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
