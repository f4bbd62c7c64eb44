import { REFERENCE_PROBLEM_TEXT } from './reference-usability.ts';

/** What the face check left on a reference photo row (reference_images). */
export type StoredReference = {
  status: 'pending' | 'uploaded' | 'accepted' | 'rejected';
  faceCount: number | null;
  rejectionReason: string | null;
};

export type StoredVerdict = 'usable' | 'no_face' | 'several_faces' | 'unusable' | 'checking';

/**
 * The face check's verdict as operators read it back from the row: the check keeps only the
 * status, the number of faces and the Japanese reason, so the reason's text tells the problem.
 * A photo not checked yet (uploaded, or a ticket never used) is still being checked.
 */
export function storedVerdict(reference: StoredReference): StoredVerdict {
  if (reference.status === 'accepted') return 'usable';
  if (reference.status !== 'rejected') return 'checking';
  if (reference.faceCount === 0 || reference.rejectionReason === REFERENCE_PROBLEM_TEXT.no_face)
    return 'no_face';
  if (reference.rejectionReason === REFERENCE_PROBLEM_TEXT.several_faces) return 'several_faces';
  return 'unusable';
}
