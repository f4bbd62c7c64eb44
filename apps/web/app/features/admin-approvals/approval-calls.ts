import type {
  AdminFamily,
  ApprovalDetail,
  ApprovalQueue,
  ApproveAnswer,
  JoinFamilyAnswer,
  RejectAnswer,
} from '@hibi/contract';
import { adminRequest } from '~/features/admin/session/admin-request';

// Answers are typed, not parsed: the server checks them against the same schemas (decision 0017).
const base = '/api/admin/approvals';

export const approvalKeys = {
  all: ['admin', 'approvals'] as const,
  queue: () => [...approvalKeys.all, 'queue'] as const,
  detail: (guardianId: string) => [...approvalKeys.all, 'detail', guardianId] as const,
};

export const fetchApprovalQueue = () => adminRequest<ApprovalQueue>(`${base}`);

export const fetchApproval = (guardianId: string) =>
  adminRequest<ApprovalDetail>(`${base}/${encodeURIComponent(guardianId)}`);

export const approveRequest = (guardianId: string, classId: string | null, reason?: string) =>
  adminRequest<ApproveAnswer>(`${base}/${encodeURIComponent(guardianId)}/approve`, {
    method: 'POST',
    body: { ...(classId ? { classId } : {}), ...(reason ? { reason } : {}) },
  });

export const joinFamilyRequest = (guardianId: string, childId: string) =>
  adminRequest<JoinFamilyAnswer>(`${base}/${encodeURIComponent(guardianId)}/join`, {
    method: 'POST',
    body: { childId },
  });

export const rejectRequest = (guardianId: string, reason: string) =>
  adminRequest<RejectAnswer>(`${base}/${encodeURIComponent(guardianId)}/reject`, {
    method: 'POST',
    body: { reason },
  });

export const fetchAdminFamily = (familyId: string) =>
  adminRequest<AdminFamily>(`/api/admin/families/${encodeURIComponent(familyId)}`);
