import { adminApprovalApi } from '@hibi/contract';
import { requireStaff } from '../../../../auth/require-staff.ts';
import type { AppContext } from '../../../../context.ts';
import type { ApiInstance } from '../../../api-instance.ts';
import { serve } from '../../../serve.ts';
import { readApprovalRequest } from '../read-approval-request.service.ts';
import { approveSibling } from './approve-sibling.service.ts';
import { sendBackSibling } from './send-back-sibling.service.ts';

/**
 * Brothers and sisters in the approval queue (decision 0043): one request by its child, and the
 * decision on it. Listed with the sign-ups at GET /admin/approvals (kind sibling).
 */
export function adminSiblingApprovalRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);

  serve(app, adminApprovalApi.siblingDetail, { onRequest }, (request) =>
    readApprovalRequest(context, request.staff, { siblingId: request.params.childId }),
  );
  serve(app, adminApprovalApi.approveSibling, { onRequest }, (request) =>
    approveSibling(context, request.params.childId, request.staff, request.body),
  );
  serve(app, adminApprovalApi.sendBackSibling, { onRequest }, (request) =>
    sendBackSibling(context, request.params.childId, request.body.reason, request.staff),
  );
}
