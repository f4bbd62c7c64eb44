// Which detected face is which pasted face, and the detection recall by face size.
import type { DetectedFace } from '@hibi/vision';
import { type PlacedFace, SCENE_HEIGHT, SCENE_WIDTH } from './scenes.ts';

export const SIZE_BUCKETS = [
  { name: '40-60 px', min: 40, max: 60 },
  { name: '60-90 px', min: 60, max: 90 },
  { name: '90-150 px', min: 90, max: 151 },
] as const;

export type Pairing = { truth: PlacedFace; face: DetectedFace | undefined }[];

/**
 * A detection is a pasted face when its centre lies in the pasted square and its size is close;
 * the nearest such detection wins. Detections left over are false detections.
 */
export function pairDetections(truth: PlacedFace[], faces: DetectedFace[]) {
  const left = new Set(faces);
  const pairs: Pairing = truth.map((t) => {
    const centre = { x: t.x + t.size / 2, y: t.y + t.size / 2 };
    let best: DetectedFace | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const face of left) {
      const cx = (face.box.x + face.box.width / 2) * SCENE_WIDTH;
      const cy = (face.box.y + face.box.height / 2) * SCENE_HEIGHT;
      const inside = cx > t.x && cx < t.x + t.size && cy > t.y && cy < t.y + t.size;
      const ratio = face.quality.sizePx / t.size;
      const distance = Math.hypot(cx - centre.x, cy - centre.y);
      if (inside && ratio > 0.4 && ratio < 1.8 && distance < bestDistance) {
        best = face;
        bestDistance = distance;
      }
    }
    if (best) left.delete(best);
    return { truth: t, face: best };
  });
  return { pairs, falseDetections: [...left] };
}

export function recallBySize(pairs: Pairing) {
  return SIZE_BUCKETS.map((bucket) => {
    const inBucket = pairs.filter((p) => p.truth.size >= bucket.min && p.truth.size < bucket.max);
    const found = inBucket.filter((p) => p.face).length;
    return { bucket: bucket.name, faces: inBucket.length, found };
  });
}

export function bucketOf(size: number): string {
  return SIZE_BUCKETS.find((b) => size >= b.min && size < b.max)?.name ?? 'other';
}
