import { describe, expect, it } from 'vitest';
import { REFERENCE_PROBLEM_TEXT } from './reference-usability.ts';
import { storedProblem, storedVerdict } from './stored-verdict.ts';

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

describe('storedProblem', () => {
  const early = (faceCount: number | null, reason: string | null) => ({
    status: 'pending' as const,
    faceCount,
    rejectionReason: reason,
  });
  it('reads the early check of a photo not sent yet', () => {
    expect(storedProblem(early(null, null))).toBe('checking');
    expect(storedProblem(early(1, null))).toBe('usable');
    expect(storedProblem(early(0, REFERENCE_PROBLEM_TEXT.no_face))).toBe('no_face');
    expect(storedProblem(early(1, REFERENCE_PROBLEM_TEXT.face_too_small))).toBe('face_too_small');
  });
  it('reads the full check the same way, and a reason of its own as unknown', () => {
    expect(storedProblem(row('accepted', 1, null))).toBe('usable');
    expect(storedProblem(row('uploaded', null, null))).toBe('checking');
    expect(storedProblem(row('rejected', 2, REFERENCE_PROBLEM_TEXT.several_faces))).toBe('several_faces');
    expect(storedProblem(row('rejected', 1, '手で確認しました'))).toBeNull();
  });
});
