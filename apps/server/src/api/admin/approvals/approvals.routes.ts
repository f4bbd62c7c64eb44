import {
  approvalDetailSchema,
  approvalGuardianParamsSchema,
  approvalQueueQuerySchema,
  approvalQueueSchema,
  approveAnswerSchema,
  approveRequestSchema,
  joinFamilyAnswerSchema,
  joinFamilyRequestSchema,
  rejectAnswerSchema,
  rejectRequestSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { approvalQueueService } from './approval-queue.service.ts';
import { approveGuardian } from './approve-guardian.service.ts';
import { joinFamily } from './join-family.service.ts';
import { rejectGuardian } from './reject-guardian.service.ts';

const tags = ['admin'];
const decided = { 409: errorResponses[400], ...errorResponses };

/**
 * The console's approval queue: waiting requests with their photos, faces and look-alikes, and
 * the decision on one. Operators see every facility, facility staff their own (403 for another).
 */
export function adminApprovalRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const queue = approvalQueueService(context);

  app.get(
    '/admin/approvals',
    {
      onRequest,
      schema: {
        tags,
        querystring: approvalQueueQuerySchema,
        response: { 200: approvalQueueSchema, ...errorResponses },
      },
    },
    (request) => queue.list(request.staff, request.query.facilityId),
  );

  app.get(
    '/admin/approvals/:guardianId',
    {
      onRequest,
      schema: {
        tags,
        params: approvalGuardianParamsSchema,
        response: { 200: approvalDetailSchema, ...errorResponses },
      },
    },
    (request) => queue.detail(request.staff, { guardianId: request.params.guardianId }),
  );

  app.post(
    '/admin/approvals/:guardianId/approve',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Approves a waiting request: the trial starts and the guardian is mailed. A request with a sameChild is approved as a different child only with a reason (400 without).',
        params: approvalGuardianParamsSchema,
        body: approveRequestSchema,
        response: { 200: approveAnswerSchema, ...decided },
      },
    },
    (request) =>
      approveGuardian(context, { guardianId: request.params.guardianId }, request.staff, {
        classId: request.body.classId,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/admin/approvals/:guardianId/join',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Approves a waiting request by adding the guardian to the family of the enrolled child it names again (sameChild), instead of enrolling that child twice.',
        params: approvalGuardianParamsSchema,
        body: joinFamilyRequestSchema,
        response: { 200: joinFamilyAnswerSchema, ...decided },
      },
    },
    (request) =>
      joinFamily(context, { guardianId: request.params.guardianId }, request.body.childId, request.staff),
  );

  app.post(
    '/admin/approvals/:guardianId/reject',
    {
      onRequest,
      schema: {
        tags,
        description: 'Rejects a waiting request; the guardian is mailed the reason and may request again.',
        params: approvalGuardianParamsSchema,
        body: rejectRequestSchema,
        response: { 200: rejectAnswerSchema, ...decided },
      },
    },
    (request) =>
      rejectGuardian(context, { guardianId: request.params.guardianId }, request.body.reason, request.staff),
  );
}
