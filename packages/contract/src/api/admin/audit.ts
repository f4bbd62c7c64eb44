import type { adminAuditSchemas } from '../../admin/audit.ts';
import { areaApi } from '../endpoint.ts';

/** The console's audit log. */
export const adminAuditApi = areaApi<typeof adminAuditSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/audit',
    operationId: 'listAuditEntries',
    summary: 'One page of the audit log, newest first',
    description: 'Scoped like every console read; pass nextCursor back as cursor for the older page.',
  },
});
