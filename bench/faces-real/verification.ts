// One-to-one verification: cosine of two photos' labelled faces, a threshold set from the
// different-person pairs at a false-accept rate, and the true-accept rate it leaves.
import { cosine } from '@hibi/vision';
import type { Photo } from './deepface-faces.ts';
import type { Pair } from './deepface-pairs.ts';

/** A pair's similarity; null when either photo's face was not found (counted as not accepted). */
export type ScoredPair = Pair & { similarity: number | null };

export function scorePairs(pairs: Pair[], photos: Photo[]): ScoredPair[] {
  const faceOf = new Map(photos.map((p) => [p.file, p.labelled?.embedding]));
  return pairs.map((pair) => {
    const [x, y] = [faceOf.get(pair.a), faceOf.get(pair.b)];
    return { ...pair, similarity: x && y ? cosine(x, y) : null };
  });
}

/** Every pair of labelled photos, same person or not: the csv's pairs are a sample of these. */
export function allPairs(photos: Photo[]): Pair[] {
  const labelled = photos.filter((p) => p.identity !== null);
  return labelled.flatMap((x, i) =>
    labelled.slice(i + 1).map((y) => ({ a: x.file, b: y.file, same: x.identity === y.identity })),
  );
}

export type Rate = { accepted: number; of: number };
function accepted(pairs: ScoredPair[], same: boolean, above: (s: number) => boolean): Rate {
  const group = pairs.filter((p) => p.same === same);
  return {
    accepted: group.filter((p) => p.similarity !== null && above(p.similarity)).length,
    of: group.length,
  };
}

/**
 * The lowest threshold whose false accepts stay within `far` of the different-person pairs:
 * accept above the (k+1)-th highest of their scores, k = ⌊far × n⌋. With fewer than 1 / far such
 * pairs k is 0 and the threshold is the highest different-person score: the rate is then "none of
 * these n", not a measured `far`.
 */
export function atFalseAcceptRate(pairs: ScoredPair[], far: number) {
  const different = pairs
    .filter((p) => !p.same)
    .flatMap((p) => (p.similarity === null ? [] : [p.similarity]))
    .sort((a, b) => b - a);
  const k = Math.floor(far * pairs.filter((p) => !p.same).length);
  const threshold = different[k] ?? Number.NEGATIVE_INFINITY;
  return {
    threshold,
    allowed: k,
    far: accepted(pairs, false, (s) => s > threshold),
    tar: accepted(pairs, true, (s) => s > threshold),
  };
}

/** What a fixed threshold (the matcher's) accepts of each kind of pair. */
export function atThreshold(pairs: ScoredPair[], threshold: number) {
  return {
    far: accepted(pairs, false, (s) => s >= threshold),
    tar: accepted(pairs, true, (s) => s >= threshold),
  };
}
