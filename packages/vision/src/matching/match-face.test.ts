import { describe, expect, it } from 'vitest';
import type { Candidate } from './child-similarity.ts';
import { matchFace } from './match-face.ts';
import type { MatchPolicy } from './thresholds.ts';

const now = new Date('2025-06-01T09:00:00+09:00');
const policy: MatchPolicy = { threshold: 0.7, margin: 0.05, lookAlikeMargin: 0.1, halfLifeDays: 90 };

/** A unit vector in the plane of the first two axes at `degrees` from the first axis. */
function at(degrees: number): number[] {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), 0];
}

function child(childId: string, ...embeddings: number[][]): Candidate {
  return { childId, references: embeddings.map((embedding) => ({ embedding, takenAt: now })) };
}

describe('matchFace', () => {
  it('delivers to the best child when similarity and margin are both met', () => {
    const result = matchFace(at(0), [child('a', at(10)), child('b', at(80))], now, policy);
    expect(result.decision).toBe('accepted');
    expect(result.reason).toBe('matched');
    expect(result.childId).toBe('a');
    expect(result.similarity).toBeCloseTo(Math.cos(Math.PI / 18));
    expect(result.margin).toBeCloseTo(Math.cos(Math.PI / 18) - Math.cos((80 * Math.PI) / 180));
    expect(result.scores.map((s) => s.childId)).toEqual(['a', 'b']);
  });

  it('rejects a face below the threshold, keeping the best candidate for the log', () => {
    const result = matchFace(at(0), [child('a', at(50)), child('b', at(85))], now, policy);
    expect(result).toMatchObject({ decision: 'rejected', reason: 'below_threshold', childId: 'a' });
  });

  it('accepts a similarity exactly at the threshold', () => {
    const result = matchFace([0.7, Math.sqrt(1 - 0.49), 0], [child('a', [1, 0, 0])], now, policy);
    expect(result.decision).toBe('accepted');
  });

  it('gives nobody a face that two children match almost equally', () => {
    const result = matchFace(at(0), [child('a', at(10)), child('b', at(-12))], now, policy);
    expect(result).toMatchObject({
      decision: 'ambiguous',
      reason: 'too_close_to_another_child',
      childId: 'a',
    });
    expect(result.margin).toBeLessThan(policy.margin);
  });

  it('rejects when the facility has no child with references', () => {
    for (const candidates of [[], [{ childId: 'a', references: [] }]]) {
      const result = matchFace(at(0), candidates, now, policy);
      expect(result).toMatchObject({
        decision: 'rejected',
        reason: 'no_candidates',
        childId: null,
        similarity: null,
      });
      expect(result.scores).toEqual([]);
    }
  });

  it('needs no margin when only one child can be compared', () => {
    const result = matchFace(at(0), [child('a', at(5))], now, policy);
    expect(result).toMatchObject({ decision: 'accepted', childId: 'a', margin: null });
  });

  it('lets recent references outweigh old ones', () => {
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    // The child's old photos point one way, this month's another; the face looks like this month.
    const growing: Candidate = {
      childId: 'a',
      references: [
        { embedding: at(70), takenAt: ago(720) },
        { embedding: at(70), takenAt: ago(700) },
        { embedding: at(0), takenAt: ago(3) },
      ],
    };
    const weighted = matchFace(at(0), [growing], now, policy);
    const unweighted = matchFace(at(0), [growing], now, {
      ...policy,
      halfLifeDays: Number.POSITIVE_INFINITY,
    });
    expect(weighted.decision).toBe('accepted');
    expect(unweighted.decision).toBe('rejected');
    expect(weighted.similarity).toBeGreaterThan(0.99);
  });

  it('returns the policy it decided with, so a stored decision can be explained later', () => {
    expect(matchFace(at(0), [child('a', at(0))], now, policy).policy).toEqual(policy);
  });

  it('refuses embeddings of different lengths (another model)', () => {
    expect(() => matchFace([1, 0], [child('a', [1, 0, 0])], now, policy)).toThrow(/length/);
  });

  it("learns from a returned face: its look-alikes go to nobody, the child's own face still arrives", () => {
    const a: Candidate = { ...child('a', at(0)), returned: [at(25)] };
    const other = child('b', at(90));
    const lookAlike = matchFace(at(22), [a, other], now, policy);
    expect(lookAlike).toMatchObject({ decision: 'ambiguous', reason: 'like_a_returned_face', childId: 'a' });
    expect(matchFace(at(22), [child('a', at(0)), other], now, policy).decision).toBe('accepted');
    expect(matchFace(at(2), [a, other], now, policy).decision).toBe('accepted');
  });

  it('asks a look-alike child for the wider lead, and an ordinary child for the usual one', () => {
    // a at 10° and b at 80° from the face: a leads by about 0.81, well past both leads.
    const clear = matchFace(
      at(0),
      [{ ...child('a', at(10)), lookAlike: true }, child('b', at(80))],
      now,
      policy,
    );
    expect(clear.decision).toBe('accepted');
    // a at 10°, b at 25°: a lead of about 0.079, between the usual lead and the look-alike's.
    const lead = Math.cos(Math.PI / 18) - Math.cos((25 * Math.PI) / 180);
    expect(lead).toBeGreaterThan(policy.margin);
    expect(lead).toBeLessThan(policy.lookAlikeMargin);
    const ordinary = matchFace(at(0), [child('a', at(10)), child('b', at(25))], now, policy);
    expect(ordinary.decision).toBe('accepted');
    const lookAlikes = [
      { ...child('a', at(10)), lookAlike: true },
      { ...child('b', at(25)), lookAlike: true },
    ];
    expect(matchFace(at(0), lookAlikes, now, policy)).toMatchObject({
      decision: 'ambiguous',
      reason: 'too_close_to_another_child',
    });
  });

  it('asks the wider lead only over the look-alike, not over a third child in second place', () => {
    // a's look-alike is c; b comes second, 0.079 behind a: the usual lead is enough.
    const a = { ...child('a', at(10)), lookAlike: true, lookAlikeOf: ['c'] };
    const c = { ...child('c', at(60)), lookAlike: true, lookAlikeOf: ['a'] };
    expect(matchFace(at(0), [a, child('b', at(25)), c], now, policy)).toMatchObject({
      decision: 'accepted',
      childId: 'a',
    });
    // The look-alike itself 0.079 behind: the wider lead is asked.
    const closeLookAlike = { ...child('c', at(25)), lookAlike: true, lookAlikeOf: ['a'] };
    expect(matchFace(at(0), [a, closeLookAlike], now, policy)).toMatchObject({ decision: 'ambiguous' });
  });

  it('decides nothing for anyone while a child of the facility awaits re-embedding, and never scores it', () => {
    // The paused child's gallery holds another model's vectors (another length): scoring it would throw.
    const paused: Candidate = { ...child('p', [1, 0, 0, 0, 0]), paused: true };
    const result = matchFace(at(0), [child('a', at(0)), paused], now, policy);
    expect(result).toMatchObject({ decision: 'ambiguous', reason: 'gallery_being_converted', childId: 'a' });
    expect(result.scores.map((s) => s.childId)).toEqual(['a']);
  });
});
