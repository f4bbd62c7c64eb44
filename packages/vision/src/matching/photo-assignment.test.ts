import { describe, expect, it } from 'vitest';
import type { Candidate } from './child-similarity.ts';
import { matchFace } from './match-face.ts';
import { assignPhotoFaces } from './photo-assignment.ts';
import type { MatchPolicy } from './thresholds.ts';

const now = new Date('2025-06-01T09:00:00+09:00');
const policy: MatchPolicy = { threshold: 0.7, margin: 0.05, lookAlikeMargin: 0.1, halfLifeDays: 90 };

/** A unit vector in the plane of the first two axes at `degrees` from the first axis. */
const at = (degrees: number) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180), 0];
const child = (childId: string, degrees: number): Candidate => ({
  childId,
  references: [{ embedding: at(degrees), takenAt: now }],
});
const children = [child('a', 0), child('b', 20), child('c', 90)];

describe('assignPhotoFaces', () => {
  it('decides each face as alone when no two faces compete for one child', () => {
    const faces = [at(-2), at(88)];
    expect(assignPhotoFaces(faces, children, now, policy)).toEqual(
      faces.map((face) => matchFace(face, children, now, policy)),
    );
  });

  it('gives a face in a near tie the other child when the surer face took the first', () => {
    // Alone, the second face is too close to both b (8°) and a (12°) to decide.
    expect(matchFace(at(12), children, now, policy).decision).toBe('ambiguous');
    const [first, second] = assignPhotoFaces([at(1), at(12)], children, now, policy);
    expect(first).toMatchObject({ decision: 'accepted', childId: 'a', reason: 'matched' });
    expect(second).toMatchObject({ decision: 'accepted', childId: 'b', reason: 'next_child_in_photo' });
    expect(second?.scores.map((score) => score.childId)).toContain('a');
  });

  it('never delivers one child twice in a photo: the less sure face looks at its next', () => {
    const [sure, lesser] = assignPhotoFaces([at(1), at(4)], [child('a', 0), child('c', 90)], now, policy);
    expect(sure).toMatchObject({ decision: 'accepted', childId: 'a' });
    expect(lesser).toMatchObject({ decision: 'ambiguous', reason: 'child_already_in_photo', childId: 'a' });
  });

  it('decides the surer face first whatever the order of the faces', () => {
    const [lesser, sure] = assignPhotoFaces([at(12), at(1)], children, now, policy);
    expect(sure).toMatchObject({ decision: 'accepted', childId: 'a' });
    expect(lesser).toMatchObject({ decision: 'accepted', childId: 'b' });
  });

  it('frees no face below the threshold of the children left', () => {
    // Near a, far from every other child: with a taken it goes to nobody.
    const [, stranger] = assignPhotoFaces([at(0), at(-30)], children, now, policy);
    expect(stranger?.decision).not.toBe('accepted');
  });
});
