import { referenceApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// The child's reference photos after approval (docs/decisions/0031). Answers are typed, not
// parsed, to keep zod out of the app's JavaScript (docs/decisions/0017).

/** The photos sent, newest first, with their check's verdict. */
export const fetchReferences = (childId: string) => apiCall(referenceApi.list, { params: { childId } });

/** Upload tickets for new photos (fewer near the cap). */
export async function issueReferenceTickets(childId: string) {
  const answer = await apiCall(referenceApi.issueTickets, { params: { childId } });
  return answer.userReferenceMediaList;
}

/** The uploaded photos go to the face check. */
export const registerReferences = (childId: string, targetReferenceIds: string[]) =>
  apiCall(referenceApi.register, { params: { childId }, body: { targetReferenceIds } });

export const removeReference = (childId: string, referenceId: string) =>
  apiCall(referenceApi.remove, { params: { childId, referenceId } });
