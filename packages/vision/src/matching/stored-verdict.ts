import { REFERENCE_PROBLEM_TEXT, type ReferenceProblem } from './reference-usability.ts';

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

/**
 * What the family is told of a photo before sending it (decision 0039): the early check of a photo
 * not sent yet (pending) keeps its face count and reason on the row just as the full check does, so
 * both read back the same way. Still checking, usable, or the problem the reason's text names.
 */
export function storedProblem(reference: StoredReference): 'checking' | 'usable' | ReferenceProblem | null {
  const early = reference.status === 'pending' && reference.faceCount !== null;
  if (reference.status === 'accepted' || (early && reference.rejectionReason === null)) return 'usable';
  if (reference.status !== 'rejected' && !early) return 'checking';
  if (reference.faceCount === 0) return 'no_face';
  const known = Object.entries(REFERENCE_PROBLEM_TEXT).find(([, text]) => text === reference.rejectionReason);
  // null: refused for a reason not of the face check (judged by hand, say); its text says why.
  return known ? (known[0] as ReferenceProblem) : null;
}
