import { describe, expect, it } from 'vitest';
import { matchFromBurst } from './burst.ts';
import type { Candidate } from './child-similarity.ts';
import { matchFromDay } from './day-context.ts';
import { matchFace } from './match-face.ts';
import type { DayContextRules, MatchPolicy } from './thresholds.ts';

const now = new Date('2025-06-01T09:00:00+09:00');
const policy: MatchPolicy = { threshold: 0.9, margin: 0.04, lookAlikeMargin: 0.08, halfLifeDays: 90 };
const rules: DayContextRules = { minSimilarity: 0.97, minLead: 0.03, minReference: 0.8, referenceTie: 0.04 };

/** A unit vector in the plane of the first two axes at `degrees` from the first axis. */
const at = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180), 0];
const child = (childId: string, degrees: number): Candidate => ({
  childId,
  references: [{ embedding: at(degrees), takenAt: now }],
});
// a and b are 20° apart: a face at 10° ties them.
const children = [child('a', 0), child('b', 20)];
const photo = { mediaId: 'p1', takenChildren: new Set<string>() };
const tie = matchFace(at(9), children, now, policy);

describe('matchFromDay', () => {
  it('gives a tied face to the child whose sure faces of the day it sits with', () => {
    expect(tie.decision).toBe('ambiguous');
    const sure = [{ childId: 'a', mediaId: 'p2', embedding: at(7) }];
    const match = matchFromDay(at(9), tie, photo, sure, rules);
    expect(match).toMatchObject({ decision: 'accepted', reason: 'same_day_faces', childId: 'a' });
    expect(match?.day?.similarity).toBeCloseTo(Math.cos((2 * Math.PI) / 180));
  });

  it('leaves it undecided when another child of the day is about as close', () => {
    const sure = [
      { childId: 'a', mediaId: 'p2', embedding: at(7) },
      { childId: 'b', mediaId: 'p3', embedding: at(12) },
    ];
    expect(matchFromDay(at(9), tie, photo, sure, rules)).toBeNull();
  });

  it("never uses the photo's own faces, nor a child already delivered in it", () => {
    const own = [{ childId: 'a', mediaId: 'p1', embedding: at(9) }];
    expect(matchFromDay(at(9), tie, photo, own, rules)).toBeNull();
    const taken = { mediaId: 'p1', takenChildren: new Set(['a']) };
    expect(
      matchFromDay(at(9), tie, taken, [{ childId: 'a', mediaId: 'p2', embedding: at(9) }], rules),
    ).toBeNull();
  });

  it('brings in no face far from the child by its references (a stranger beside a sure face)', () => {
    const far = matchFace(at(45), children, now, policy);
    const sure = [{ childId: 'b', mediaId: 'p2', embedding: at(44) }];
    expect(matchFromDay(at(45), far, photo, sure, rules)).toBeNull();
  });

  it('keeps a face like a returned one undecided', () => {
    const returned = { ...tie, reason: 'like_a_returned_face' as const };
    expect(
      matchFromDay(at(9), returned, photo, [{ childId: 'a', mediaId: 'p2', embedding: at(9) }], rules),
    ).toBeNull();
  });
});

describe('matchFromBurst', () => {
  const box = { x: 0.4, y: 0.2, width: 0.1, height: 0.1 };
  const twin = { childId: 'a', mediaId: 'p2', box: { ...box, x: 0.41 }, embedding: at(5) };

  it("takes the decision of a twin shot's sure face at the same place", () => {
    expect(matchFromBurst(at(9), box, tie, photo, [twin])).toMatchObject({
      decision: 'accepted',
      reason: 'burst',
      childId: 'a',
    });
  });

  it('says nothing when the twin face is elsewhere in the frame or two children were there', () => {
    expect(matchFromBurst(at(9), box, tie, photo, [{ ...twin, box: { ...box, x: 0.7 } }])).toBeNull();
    expect(
      matchFromBurst(at(9), box, tie, photo, [twin, { ...twin, childId: 'b', mediaId: 'p3' }]),
    ).toBeNull();
  });
});
