// Identification queries and the threshold / margin sweep that sets the matching constants.
import { type Candidate, type ChildScore, matchFace } from '@hibi/vision';

export type Query = {
  /** Who the face really is; null for a false detection (not a face). */
  truth: string | null;
  source: 'crop' | 'loo' | 'scene';
  bucket: string;
  /** Children of the facility the query is matched in, best first. */
  scores: ChildScore[];
};

const NOW = new Date('2025-04-01T00:00:00Z');
const policy = { threshold: -1, margin: 0, lookAlikeMargin: 0, halfLifeDays: 90 };

/** Scores a face against a facility's children once; the sweep then replays the decision rule. */
export function score(embedding: Float32Array, facility: Candidate[]): ChildScore[] {
  return matchFace(embedding, facility, NOW, policy).scores;
}

export function delivered(q: Query, threshold: number, margin: number): string | null {
  const [best, second] = q.scores;
  if (!best || best.similarity < threshold) return null;
  if (second && best.similarity - second.similarity < margin) return null;
  return best.childId;
}

export type Outcome = { correct: number; wrong: number; expected: number };

export function outcome(queries: Query[], threshold: number, margin: number): Outcome {
  let correct = 0;
  let wrong = 0;
  let expected = 0;
  for (const q of queries) {
    const enrolled = q.truth !== null && q.scores.some((s) => s.childId === q.truth);
    if (enrolled) expected++;
    const child = delivered(q, threshold, margin);
    if (child === null) continue;
    if (child === q.truth) correct++;
    else wrong++;
  }
  return { correct, wrong, expected };
}

export const precision = (o: Outcome) => (o.correct + o.wrong === 0 ? 1 : o.correct / (o.correct + o.wrong));
export const recall = (o: Outcome) => (o.expected === 0 ? 0 : o.correct / o.expected);

/** 0.400 to 0.990 in steps of 0.005: the scores of one model crowd into a few hundredths. */
export const THRESHOLDS = Array.from({ length: 119 }, (_, i) => Math.round((0.4 + i * 0.005) * 1000) / 1000);
export const MARGINS = [0, 0.005, 0.01, 0.015, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1];

/**
 * How far apart right and wrong are, whatever the setting: the lowest best score of a query whose
 * best child is the right one, and the highest best score of a query whose best child is wrong (a
 * stranger's, an unenrolled child's, or an enrolled child ranked under another). A positive gap
 * means some threshold separates them all.
 */
export function scoreGap(queries: Query[]) {
  let lowestRight = Number.POSITIVE_INFINITY;
  let highestWrong = Number.NEGATIVE_INFINITY;
  for (const q of queries) {
    const best = q.scores[0];
    if (!best) continue;
    if (best.childId === q.truth) lowestRight = Math.min(lowestRight, best.similarity);
    else highestWrong = Math.max(highestWrong, best.similarity);
  }
  return { lowestRight, highestWrong, gap: lowestRight - highestWrong };
}

/**
 * Precision first: among the settings without a wrong delivery choose the highest recall, and among
 * equals the highest threshold and margin (the farthest from the first wrong delivery).
 */
export function choose(queries: Query[]) {
  let best: { threshold: number; margin: number; o: Outcome } | undefined;
  for (const threshold of THRESHOLDS) {
    for (const margin of MARGINS) {
      const o = outcome(queries, threshold, margin);
      if (o.wrong > 0) continue;
      if (
        !best ||
        recall(o) > recall(best.o) ||
        (recall(o) === recall(best.o) && threshold >= best.threshold)
      ) {
        best = { threshold, margin, o };
      }
    }
  }
  return best;
}

/**
 * Two halves of the queries, every other one of each source and bucket, so each half has crops,
 * leave-one-out and scene faces of every size: a setting is chosen on one and judged on the other.
 */
export function splitHalves(queries: Query[]): [Query[], Query[]] {
  const halves: [Query[], Query[]] = [[], []];
  const seen = new Map<string, number>();
  for (const q of queries) {
    const key = `${q.source} ${q.bucket}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    halves[n % 2]?.push(q);
  }
  return halves;
}
