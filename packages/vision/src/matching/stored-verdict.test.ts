import { describe, expect, it } from 'vitest';
import { REFERENCE_PROBLEM_TEXT } from './reference-usability.ts';
import { storedVerdict } from './stored-verdict.ts';

const row = (
  status: 'uploaded' | 'accepted' | 'rejected',
  faceCount: number | null,
  reason: string | null,
) => ({
  status,
  faceCount,
  rejectionReason: reason,
});

describe('storedVerdict', () => {
  it('reads the face check back from the row', () => {
    expect(storedVerdict(row('accepted', 1, null))).toBe('usable');
    expect(storedVerdict(row('uploaded', null, null))).toBe('checking');
    expect(storedVerdict(row('rejected', 0, REFERENCE_PROBLEM_TEXT.no_face))).toBe('no_face');
    expect(storedVerdict(row('rejected', 2, REFERENCE_PROBLEM_TEXT.several_faces))).toBe('several_faces');
  });

  it('calls the other problems unusable, even with a small second face in the photo', () => {
    expect(storedVerdict(row('rejected', 2, REFERENCE_PROBLEM_TEXT.face_too_small))).toBe('unusable');
    expect(storedVerdict(row('rejected', 1, REFERENCE_PROBLEM_TEXT.blurred))).toBe('unusable');
  });

  it('counts a photo without faces as no face whatever its reason says', () => {
    expect(storedVerdict(row('rejected', 0, null))).toBe('no_face');
  });
});
