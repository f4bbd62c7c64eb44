import {
  approvalDetailSchema,
  approvalSiblingParamsSchema,
  approveRequestSchema,
  approveSiblingAnswerSchema,
  rejectRequestSchema,
  rejectSiblingAnswerSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../../auth/require-staff.ts';
import type { AppContext } from '../../../../context.ts';
import type { ApiInstance } from '../../../api-instance.ts';
import { errorResponses } from '../../../error-responses.ts';
import { approvalQueueService } from '../approval-queue.service.ts';
import { approveSibling } from './approve-sibling.service.ts';
import { sendBackSibling } from './send-back-sibling.service.ts';

const tags = ['admin'];
const decided = { 409: errorResponses[400], ...errorResponses };

/**
 * Brothers and sisters in the approval queue (decision 0043): one request by its child, and the
 * decision on it. Listed with the sign-ups at GET /admin/approvals (kind sibling).
 */
export function siblingApprovalRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const queue = approvalQueueService(context);

  app.get(
    '/admin/approvals/siblings/:childId',
    {
      onRequest,
      schema: {
        tags,
        params: approvalSiblingParamsSchema,
        response: { 200: approvalDetailSchema, ...errorResponses },
      },
    },
    (request) => queue.detail(request.staff, { siblingId: request.params.childId }),
  );

  app.post(
    '/admin/approvals/siblings/:childId/approve',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Enrols the brother or sister in their family from now on and mails the 保護者. A likely enrolled child of another family needs a reason (400 without).',
        params: approvalSiblingParamsSchema,
        body: approveRequestSchema,
        response: { 200: approveSiblingAnswerSchema, ...decided },
      },
    },
    (request) => approveSibling(context, request.params.childId, request.staff, request.body),
  );

  app.post(
    '/admin/approvals/siblings/:childId/reject',
    {
      onRequest,
      schema: {
        tags,
        description: 'Sends the request back to the 保護者 with the reason, to correct and send again.',
        params: approvalSiblingParamsSchema,
        body: rejectRequestSchema,
        response: { 200: rejectSiblingAnswerSchema, ...decided },
      },
    },
    (request) => sendBackSibling(context, request.params.childId, request.body.reason, request.staff),
  );
}
