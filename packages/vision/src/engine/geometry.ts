/** An axis-aligned square in pixels; x, y is its top-left corner. */
export type Square = { x: number; y: number; size: number };

/** An axis-aligned rectangle in pixels. */
export type Rect = { x: number; y: number; width: number; height: number };

/** Side of the last tile over the image's longest side. */
const WHOLE_IMAGE_MARGIN = 4 / 3;

export type TilePlan = {
  /** The smallest tile side; the detector sees every tile at the same input size. */
  smallestTile: number;
  /** Fraction of a tile shared with its neighbour: faces up to this share of a tile fit whole in one. */
  overlap: number;
};

/**
 * Tiles for a detection pyramid. The detector shrinks whatever it is given to a fixed input, so a
 * small face is only found on a small tile. Level k uses tiles of smallestTile·2^k, overlapping so
 * that any face up to overlap·tile lies whole inside one tile; a face too large for that is whole in
 * a tile of the next level. The last tile is the whole image with a margin around it: BlazeFace
 * misses a face that fills its whole input, as in a tightly cropped portrait.
 */
export function planTiles(width: number, height: number, plan: TilePlan): Square[] {
  const longest = Math.max(width, height);
  const tiles: Square[] = [];
  for (let size = plan.smallestTile; size < longest; size *= 2) {
    const stride = size * (1 - plan.overlap);
    for (const y of axisPositions(height, size, stride)) {
      for (const x of axisPositions(width, size, stride)) tiles.push({ x, y, size });
    }
  }
  const whole = longest * WHOLE_IMAGE_MARGIN;
  tiles.push({ x: (width - whole) / 2, y: (height - whole) / 2, size: whole });
  return tiles;
}

/** Evenly spread starts of tiles of `size` covering 0..length with at most `stride` between them. */
function axisPositions(length: number, size: number, stride: number): number[] {
  if (length <= size) return [0];
  const count = Math.ceil((length - size) / stride) + 1;
  const step = (length - size) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

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

export type Detection = {
  box: Rect;
  score: number;
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
 * Non-maximum suppression across tiles: the same face seen by overlapping tiles and pyramid levels
 * is kept once. Whole views beat cut ones, then the higher score wins; the containment test removes
 * the half face a tile edge leaves, whose IoU with the whole face is low.
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
