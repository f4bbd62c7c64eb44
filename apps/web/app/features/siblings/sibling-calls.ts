import type { AddedSibling, AddSiblingRequest, SentSiblingRequest } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// A brother or sister added from マイページ (decision 0043); its photos go through
// features/mypage/references/reference-calls.ts like any child's.

const base = (userId: string) => `/api/users/${userId}/family/children`;

/** POST …/family/children: the child, not approved yet. */
export function addSibling(userId: string, body: AddSiblingRequest) {
  return apiRequest<AddedSibling>(base(userId), { method: 'POST', body });
}

/** PUT …/family/children/{childId}/request: to the facility's staff, once a photo is in. */
export function sendSiblingRequest(userId: string, childId: string) {
  return apiRequest<SentSiblingRequest>(`${base(userId)}/${childId}/request`, { method: 'PUT' });
}

/** DELETE …/family/children/{childId}: takes back a child not approved yet. */
export function withdrawSibling(userId: string, childId: string) {
  return apiRequest<Record<string, never>>(`${base(userId)}/${childId}`, { method: 'DELETE' });
}
