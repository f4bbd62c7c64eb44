import type { GuardianReferences, ReferenceUploadTickets } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The child's reference photos after approval (docs/decisions/0031). Answers are typed, not
// parsed, to keep zod out of the app's JavaScript (docs/decisions/0017).

/** GET /api/{childId}/references: the photos sent, newest first, with their check's verdict. */
export function fetchReferences(childId: string) {
  return apiRequest<GuardianReferences>(`/api/${childId}/references`);
}

/** POST /api/{childId}/references: upload tickets for new photos (fewer near the cap). */
export async function issueReferenceTickets(childId: string) {
  const answer = await apiRequest<ReferenceUploadTickets>(`/api/${childId}/references`, { method: 'POST' });
  return answer.userReferenceMediaList;
}

/** PUT /api/{childId}/references: the uploaded photos go to the face check. */
export function registerReferences(childId: string, targetReferenceIds: string[]) {
  return apiRequest<Record<string, never>>(`/api/${childId}/references`, {
    method: 'PUT',
    body: { targetReferenceIds },
  });
}

/** DELETE /api/{childId}/references/{referenceId}. */
export function removeReference(childId: string, referenceId: string) {
  return apiRequest<Record<string, never>>(`/api/${childId}/references/${referenceId}`, {
    method: 'DELETE',
  });
}
