// A day's deliveries judged against the labels, and the threshold chosen on one half of the
// queries for the other (the margin and look-alike rule stay the shipped ones).
import { DEFAULT_MATCH_POLICY, type MatchPolicy } from '@hibi/vision';
import { type Outcome, THRESHOLDS } from '../faces/identification.ts';
import { type PhotoResult, runDay } from './day.ts';
import type { DayPhoto, Enrolled } from './facility.ts';

export type WrongDelivery = { file: string; truth: string; childId: string };
export type DayOutcome = Outcome & {
  photos: number;
  wrongDeliveries: WrongDelivery[];
  /** Decisions on every face of the day's photos that delivered nothing. */
  ambiguous: number;
  rejected: number;
};

export const policyAt = (threshold: number): MatchPolicy => ({ ...DEFAULT_MATCH_POLICY, threshold });

/**
 * Per photo, as the product delivers photos: a photo of an enrolled child is expected to reach that
 * child (recall); each child it reaches is right when it is the labelled person, else a wrong
 * delivery (a stranger's photo delivered, or a child's photo to another child).
 */
export function dayOutcome(results: PhotoResult[]): DayOutcome {
  const o: DayOutcome = {
    correct: 0,
    wrong: 0,
    expected: 0,
    photos: results.length,
    wrongDeliveries: [],
    ambiguous: 0,
    rejected: 0,
  };
  for (const { photo, matches, deliveredTo } of results) {
    if (photo.enrolled) o.expected++;
    for (const childId of deliveredTo) {
      if (childId === photo.truth) o.correct++;
      else {
        o.wrong++;
        o.wrongDeliveries.push({ file: photo.file, truth: photo.truth, childId });
      }
    }
    for (const m of matches) {
      if (m.decision === 'ambiguous') o.ambiguous++;
      if (m.decision === 'rejected') o.rejected++;
    }
  }
  return o;
}

export const judgeDay = (children: Enrolled[], photos: DayPhoto[], threshold: number) =>
  dayOutcome(runDay(children, photos, policyAt(threshold)));

/**
 * The lowest threshold of the sweep (0.400-0.990 by 0.005) from which no higher one delivers a
 * wrong photo on these photos: a day's galleries change with its deliveries, so "no wrong at t"
 * alone need not hold above t. Undefined when even 0.990 delivers a wrong one.
 */
export function chooseThreshold(children: Enrolled[], photos: DayPhoto[]): number | undefined {
  let chosen: number | undefined;
  for (const t of [...THRESHOLDS].reverse()) {
    if (judgeDay(children, photos, t).wrong > 0) break;
    chosen = t;
  }
  return chosen;
}
