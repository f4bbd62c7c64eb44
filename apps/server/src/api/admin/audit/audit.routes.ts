import { adminAuditApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listAuditEntries } from './list-audit-entries.service.ts';

/** GET /api/admin/audit?cursor=…: the audit log, scoped like every admin read. */
export function adminAuditRoutes(app: ApiInstance, context: AppContext) {
  serve(app, adminAuditApi.list, { onRequest: requireStaff(context) }, (request) =>
    listAuditEntries(context, request.staff, request.query.cursor, request.query.limit),
  );
}
