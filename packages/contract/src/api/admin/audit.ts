import type { adminAuditSchemas } from '../../admin/audit.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminAuditSchemas;

/** The console's audit log. */
export const adminAuditApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/audit',
    operationId: 'listAuditEntries',
    summary: 'One page of the audit log, newest first',
    description: 'Scoped like every console read; pass nextCursor back as cursor for the older page.',
    tag: 'admin',
    access: 'staff',
  }),
};
