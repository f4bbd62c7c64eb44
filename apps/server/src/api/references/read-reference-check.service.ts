import type { ReferenceCheck } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { guardiansReference } from './pending-reference.ts';
import { referenceCheckAnswer } from './reference-check-answer.ts';

/** GET …/referenceUploads/{referenceId}/check: where the photo's face check stands. */
export async function readReferenceCheck(
  context: AppContext,
  guardianId: string,
  referenceId: string,
): Promise<ReferenceCheck> {
  return referenceCheckAnswer(await guardiansReference(context, guardianId, referenceId));
}
