import type { FaceBox } from '@hibi/vision';

const iou = (a: FaceBox, b: FaceBox) => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const shared = w > 0 && h > 0 ? w * h : 0;
  return shared === 0 ? 0 : shared / (a.width * a.height + b.width * b.height - shared);
};

/**
 * Which newly found face is which stored face, by their boxes: the pairs of highest overlap first,
 * each face used once, none below `least` IoU. The detector is the same, so a stored face is found
 * again where it was; a stored face left unpaired keeps its old embedding (never compared again).
 */
export function pairFaces(
  stored: readonly FaceBox[],
  found: readonly FaceBox[],
  least = 0.5,
): Map<number, number> {
  const pairs = stored
    .flatMap((s, i) => found.map((f, j) => ({ i, j, overlap: iou(s, f) })))
    .filter((pair) => pair.overlap >= least)
    .sort((a, b) => b.overlap - a.overlap);
  const paired = new Map<number, number>();
  const used = new Set<number>();
  for (const { i, j } of pairs) {
    if (paired.has(i) || used.has(j)) continue;
    paired.set(i, j);
    used.add(j);
  }
  return paired;
}
