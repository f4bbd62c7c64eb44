import type { ChildRedactions, FaceProtection } from '@hibi/contract';
import { adminRequest } from '~/features/admin/session/admin-request';

// 掲載NG calls of decision 0077. Answers are typed, not parsed (decision 0017).
const childPath = (childId: string) => `/api/admin/children/${encodeURIComponent(childId)}`;

export const faceProtectionKeys = {
  redactions: (childId: string) => ['admin', 'face-protection', childId] as const,
};

export const setFaceProtection = (childId: string, protect: boolean) =>
  adminRequest<FaceProtection>(`${childPath(childId)}/face-protection`, {
    method: 'PUT',
    body: { protected: protect },
  });

export const fetchChildRedactions = (childId: string) =>
  adminRequest<ChildRedactions>(`${childPath(childId)}/redactions`);
