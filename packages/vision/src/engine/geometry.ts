/** An axis-aligned square in pixels; x, y is its top-left corner. */
export type Square = { x: number; y: number; size: number };

/** An axis-aligned rectangle in pixels. */
export type Rect = { x: number; y: number; width: number; height: number };

export function area(r: Rect): number {
  return Math.max(0, r.width) * Math.max(0, r.height);
}

export function intersection(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Intersection over union, 0..1. */
export function iou(a: Rect, b: Rect): number {
  const shared = intersection(a, b);
  return shared === 0 ? 0 : shared / (area(a) + area(b) - shared);
}

export type Point2 = { x: number; y: number };

export type Detection = {
  box: Rect;
  score: number;
  /** The detector's eye points, when it gives them: they say how far the face is turned. */
  eyes?: [Point2, Point2];
  /** Cut by a tile edge inside the image: probably part of a face that another tile sees whole. */
  cut: boolean;
};

export type Suppression = {
  /** Two boxes over this IoU are one face. */
  iou: number;
  /** A box this much inside another (intersection over the smaller area) is a piece of it. */
  containment: number;
};

/**
 * Non-maximum suppression across pyramid levels and anchors: the same face seen several times
 * is kept once. Whole views beat cut ones, then the higher score wins; the containment test removes
 * the half face an edge leaves, whose IoU with the whole face is low.
 */
export function suppressDuplicates<T extends Detection>(detections: readonly T[], rule: Suppression): T[] {
  const ordered = [...detections].sort((a, b) => Number(a.cut) - Number(b.cut) || b.score - a.score);
  const kept: T[] = [];
  for (const candidate of ordered) {
    const duplicate = kept.some((k) => {
      const shared = intersection(k.box, candidate.box);
      if (shared === 0) return false;
      const smaller = Math.min(area(k.box), area(candidate.box));
      return iou(k.box, candidate.box) > rule.iou || shared / smaller > rule.containment;
    });
    if (!duplicate) kept.push(candidate);
  }
  return kept;
}

/** The square around a face box, `context` times its larger side, centred on it. */
export function squareAround(box: Rect, context: number): Square {
  const size = Math.max(box.width, box.height) * context;
  return { x: box.x + box.width / 2 - size / 2, y: box.y + box.height / 2 - size / 2, size };
}
