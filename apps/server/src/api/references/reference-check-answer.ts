import type { ReferenceCheck } from '@hibi/contract';
import type { ReferenceImage } from '@hibi/db';
import { type ReferenceCheckKind, referenceCheckMessage } from '@hibi/domain';
import { storedProblem } from '@hibi/vision';

// The problems families are told by name; the rest (turned, blurred, eyes closed) by their reason.
const named = new Set<string>(['checking', 'usable', 'no_face', 'several_faces', 'face_too_small']);

/** The face check of one photo as the family reads it (decision 0039). */
export function referenceCheckAnswer(image: ReferenceImage): ReferenceCheck {
  const problem = storedProblem(image);
  const verdict = (problem && named.has(problem) ? problem : 'unusable') as ReferenceCheckKind;
  return { referenceId: image.id, verdict, message: referenceCheckMessage(verdict, image.rejectionReason) };
}
