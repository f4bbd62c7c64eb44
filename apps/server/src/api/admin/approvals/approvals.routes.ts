import { adminApprovalApi } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serveStaffCalls } from '../serve-staff-calls.ts';
import { approveGuardian } from './approve-guardian.service.ts';
import { joinFamily } from './join-family.service.ts';
import { listApprovalRequests } from './list-approval-requests.service.ts';
import { readApprovalRequest } from './read-approval-request.service.ts';
import { rejectGuardian } from './reject-guardian.service.ts';

/**
 * The console's approval queue: waiting requests with their photos, faces and look-alikes, and
 * the decision on one. Operators see every facility, facility staff their own (403 for another).
 */
export function adminApprovalRoutes(app: ApiInstance, context: AppContext) {
  serveStaffCalls(app, context, adminApprovalApi, {
    list: (request) => listApprovalRequests(context, request.staff, request.query.facilityId),
    detail: (request) =>
      readApprovalRequest(context, request.staff, { guardianId: request.params.guardianId }),
    approve: (request) =>
      approveGuardian(context, { guardianId: request.params.guardianId }, request.staff, {
        classId: request.body.classId,
        reason: request.body.reason,
      }),
    join: (request) =>
      joinFamily(context, { guardianId: request.params.guardianId }, request.body.childId, request.staff),
    reject: (request) =>
      rejectGuardian(context, { guardianId: request.params.guardianId }, request.body.reason, request.staff),
  });
}
