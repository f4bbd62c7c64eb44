import type {
  AdminFamily,
  ApprovalDetail,
  ApprovalQueue,
  ApprovalRequest,
  ApproveAnswer,
  JoinFamilyAnswer,
  RejectAnswer,
} from '@hibi/contract';
import { adminRequest } from '~/features/admin/session/admin-request';

// Answers are typed, not parsed: the server checks them against the same schemas (decision 0017).
const base = '/api/admin/approvals';

/**
 * Where a waiting request lives, below /admin/approvals/ (API and console alike): a sign-up by its
 * guardian, a brother or sister by its child (decision 0043).
 */
export type RequestPath = string;
export const requestPathOf = (
  request: Pick<ApprovalRequest, 'kind' | 'guardianId' | 'child'>,
): RequestPath =>
  request.kind === 'sibling'
    ? `siblings/${encodeURIComponent(request.child.childId)}`
    : encodeURIComponent(request.guardianId);

export const approvalKeys = {
  all: ['admin', 'approvals'] as const,
  queue: () => [...approvalKeys.all, 'queue'] as const,
  detail: (path: RequestPath) => [...approvalKeys.all, 'detail', path] as const,
};

export const fetchApprovalQueue = () => adminRequest<ApprovalQueue>(`${base}`);

export const fetchApproval = (path: RequestPath) => adminRequest<ApprovalDetail>(`${base}/${path}`);

export const approveRequest = (path: RequestPath, classId: string | null, reason?: string) =>
  adminRequest<ApproveAnswer>(`${base}/${path}/approve`, {
    method: 'POST',
    body: { ...(classId ? { classId } : {}), ...(reason ? { reason } : {}) },
  });

export const joinFamilyRequest = (guardianId: string, childId: string) =>
  adminRequest<JoinFamilyAnswer>(`${base}/${encodeURIComponent(guardianId)}/join`, {
    method: 'POST',
    body: { childId },
  });

export const rejectRequest = (path: RequestPath, reason: string) =>
  adminRequest<RejectAnswer>(`${base}/${path}/reject`, {
    method: 'POST',
    body: { reason },
  });

export const fetchAdminFamily = (familyId: string) =>
  adminRequest<AdminFamily>(`/api/admin/families/${encodeURIComponent(familyId)}`);
