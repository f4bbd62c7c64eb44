import { auditListResponseSchema, auditQuerySchema } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { auditReadService } from './audit-read.service.ts';

/** GET /api/admin/audit?cursor=…: the audit log, scoped like every admin read. */
export function auditReadRoutes(app: ApiInstance, context: AppContext) {
  const audit = auditReadService(context);
  app.get(
    '/admin/audit',
    {
      onRequest: requireStaff(context),
      schema: {
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses },
      },
    },
    (request) => audit.page(request.staff, request.query.cursor, request.query.limit),
  );
}
