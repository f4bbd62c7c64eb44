// Which detection is which annotated box, in the photo's pixels.
import type { DetectedFace } from '@hibi/vision';

export type PixelBox = { left: number; top: number; width: number; height: number };

/** A detection's box (fractions of the upright photo) in that photo's pixels. */
export function pixelBox(face: DetectedFace, width: number, height: number): PixelBox {
  const { x, y, width: w, height: h } = face.box;
  return { left: x * width, top: y * height, width: w * width, height: h * height };
}

/**
 * The engine's box is the face mesh's bounds (forehead to chin), a little larger than dlib's tight
 * box (brows to chin): a detection is the box's face when its centre lies inside the box and its
 * side is 0.5-2.5 times the box's; the nearest centre wins, each detection pairs once.
 */
export function pairBoxes<T extends PixelBox>(truth: T[], found: PixelBox[]) {
  const left = new Set(found.map((_, i) => i));
  const pairs = truth.map((t) => {
    let best: number | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const i of left) {
      const d = found[i] as PixelBox;
      const cx = d.left + d.width / 2;
      const cy = d.top + d.height / 2;
      const inside = cx > t.left && cx < t.left + t.width && cy > t.top && cy < t.top + t.height;
      const ratio = Math.max(d.width, d.height) / Math.max(t.width, t.height);
      const distance = Math.hypot(cx - (t.left + t.width / 2), cy - (t.top + t.height / 2));
      if (inside && ratio >= 0.5 && ratio <= 2.5 && distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    }
    if (best !== undefined) left.delete(best);
    return { truth: t, found: best };
  });
  return { pairs, unpaired: [...left] };
}
