import type { ApprovalRequest } from '@hibi/contract';
import { adminApprovalApi } from '@hibi/contract/api';
import { adminCall } from '~/features/admin/session/admin-request';

// Answers are typed, not parsed: the server checks them against the same schemas (decision 0017).

/** A waiting request: a sign-up by its guardian, a brother or sister by its child (decision 0043). */
export type RequestTarget = { guardianId: string } | { childId: string };
export const requestTargetOf = (
  request: Pick<ApprovalRequest, 'kind' | 'guardianId' | 'child'>,
): RequestTarget =>
  request.kind === 'sibling' ? { childId: request.child.childId } : { guardianId: request.guardianId };

/** Where a waiting request lives below /admin/approvals/ in the console, as in the API. */
export const requestPathOf = (target: RequestTarget) =>
  'guardianId' in target
    ? encodeURIComponent(target.guardianId)
    : `siblings/${encodeURIComponent(target.childId)}`;

export const fetchApprovalQueue = () => adminCall(adminApprovalApi.list);

export const fetchApproval = (target: RequestTarget) =>
  'guardianId' in target
    ? adminCall(adminApprovalApi.detail, { params: { guardianId: target.guardianId } })
    : adminCall(adminApprovalApi.siblingDetail, { params: { childId: target.childId } });

export const approveRequest = (target: RequestTarget, classId: string | null, reason?: string) => {
  const body = { ...(classId ? { classId } : {}), ...(reason ? { reason } : {}) };
  return 'guardianId' in target
    ? adminCall(adminApprovalApi.approve, { params: { guardianId: target.guardianId }, body })
    : adminCall(adminApprovalApi.approveSibling, { params: { childId: target.childId }, body });
};

export const joinFamilyRequest = (guardianId: string, childId: string) =>
  adminCall(adminApprovalApi.join, { params: { guardianId }, body: { childId } });

export const rejectRequest = (target: RequestTarget, reason: string) =>
  'guardianId' in target
    ? adminCall(adminApprovalApi.reject, { params: { guardianId: target.guardianId }, body: { reason } })
    : adminCall(adminApprovalApi.sendBackSibling, { params: { childId: target.childId }, body: { reason } });
