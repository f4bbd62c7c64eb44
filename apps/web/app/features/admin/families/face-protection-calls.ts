import { adminFaceProtectionApi } from '@hibi/contract/api';
import { adminCall } from '~/features/admin/session/admin-request';

// 掲載NG calls of decision 0077. Answers are typed, not parsed (decision 0017).

export const faceProtectionKeys = {
  redactions: (childId: string) => ['admin', 'face-protection', childId] as const,
};

export const setFaceProtection = (childId: string, protect: boolean) =>
  adminCall(adminFaceProtectionApi.set, { params: { childId }, body: { protected: protect } });

export const fetchChildRedactions = (childId: string) =>
  adminCall(adminFaceProtectionApi.redactions, { params: { childId } });
