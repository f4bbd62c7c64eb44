import { adminChildParamsSchema, childLeavingAnswerSchema, childLeavingRequestSchema } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { markChildLeaving } from './mark-child-leaving.service.ts';
import { undoChildLeaving } from './undo-child-leaving.service.ts';

const tags = ['admin'];
const refused = { 409: errorResponses[400], ...errorResponses };

/** PUT and DELETE /api/admin/children/{childId}/leaving: 退園・卒園 (decision 0078). */
export function childLeavingRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);

  app.put(
    '/admin/children/:childId/leaving',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Marks a child of the staff member’s facility as leaving from `leavesOn` (today or later): no photos from that day, everything deleted 30 days after it. Mails the family. Another facility’s child: 404.',
        params: adminChildParamsSchema,
        body: childLeavingRequestSchema,
        response: { 200: childLeavingAnswerSchema, ...refused },
      },
    },
    (request) => markChildLeaving(context, request.params.childId, request.staff, request.body),
  );

  app.delete(
    '/admin/children/:childId/leaving',
    {
      onRequest,
      schema: {
        tags,
        description: 'Undoes a leaving before its day (409 from the day on).',
        params: adminChildParamsSchema,
        response: { 200: childLeavingAnswerSchema, ...refused },
      },
    },
    (request) => undoChildLeaving(context, request.params.childId, request.staff),
  );
}
