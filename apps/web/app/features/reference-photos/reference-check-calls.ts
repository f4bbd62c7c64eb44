import type { ReferenceCheck, ReferenceDiscardAnswer } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// A photo uploaded but not sent yet (decision 0039). Answers are typed, not parsed (decision 0017).
const path = (userId: string, referenceId: string) =>
  `/api/users/${encodeURIComponent(userId)}/referenceUploads/${encodeURIComponent(referenceId)}`;

/** POST …/check: right after the upload, the face check starts. */
export const startReferenceCheck = (userId: string, referenceId: string) =>
  apiRequest<ReferenceCheck>(`${path(userId, referenceId)}/check`, { method: 'POST' });

/** GET …/check: where it stands. */
export const readReferenceCheck = (userId: string, referenceId: string) =>
  apiRequest<ReferenceCheck>(`${path(userId, referenceId)}/check`);

/** DELETE: the photo is taken out; a fresh ticket takes its place. */
export const discardReferenceUpload = (userId: string, referenceId: string) =>
  apiRequest<ReferenceDiscardAnswer>(path(userId, referenceId), { method: 'DELETE' });
