import type { adminApprovalSchemas } from '../../admin/approval-decisions.ts';
import { areaApi } from '../endpoint.ts';

const scope = 'Operators see every facility, facility staff their own (403 for another).';

/**
 * The console's approval queue: waiting sign-ups and brothers or sisters (decision 0043) with
 * their photos, faces and look-alikes, and the decision on one.
 */
export const adminApprovalApi = areaApi<typeof adminApprovalSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/approvals',
    operationId: 'listApprovalRequests',
    summary: 'The waiting requests: sign-ups and brothers or sisters',
    description: scope,
  },
  detail: {
    route: 'GET /api/admin/approvals/:guardianId',
    operationId: 'getApprovalRequest',
    summary: "One guardian's waiting request with its photos, faces and look-alikes",
    description: scope,
  },
  approve: {
    route: 'POST /api/admin/approvals/:guardianId/approve',
    operationId: 'approveGuardianRequest',
    summary: "Approves a guardian's waiting request",
    description:
      'Approves a waiting request: the trial starts and the guardian is mailed. A request with a sameChild is approved as a different child only with a reason (400 without).',
    errors: [409],
  },
  join: {
    route: 'POST /api/admin/approvals/:guardianId/join',
    operationId: 'joinGuardianToFamily',
    summary: "Approves a request by adding the guardian to the enrolled child's family",
    description:
      'Approves a waiting request by adding the guardian to the family of the enrolled child it names again (sameChild), instead of enrolling that child twice.',
    errors: [409],
  },
  reject: {
    route: 'POST /api/admin/approvals/:guardianId/reject',
    operationId: 'rejectGuardianRequest',
    summary: "Rejects a guardian's waiting request",
    description: 'Rejects a waiting request; the guardian is mailed the reason and may request again.',
    errors: [409],
  },
  siblingDetail: {
    route: 'GET /api/admin/approvals/siblings/:childId',
    operationId: 'getSiblingApprovalRequest',
    summary: "A brother's or sister's waiting request, by the child",
    description: `Listed with the sign-ups at GET /api/admin/approvals (kind sibling). ${scope}`,
  },
  approveSibling: {
    route: 'POST /api/admin/approvals/siblings/:childId/approve',
    operationId: 'approveSiblingRequest',
    summary: 'Enrols a brother or sister in their family',
    description:
      'Enrols the brother or sister in their family from now on and mails the 保護者. A likely enrolled child of another family needs a reason (400 without).',
    errors: [409],
  },
  sendBackSibling: {
    route: 'POST /api/admin/approvals/siblings/:childId/reject',
    operationId: 'sendBackSiblingRequest',
    summary: "Sends a brother's or sister's request back to the 保護者",
    description: 'Sends the request back to the 保護者 with the reason, to correct and send again.',
    errors: [409],
  },
});
