import type { adminInboxSchemas } from '../../admin/inquiries.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminInboxSchemas;

/** The inquiries sent through the contact forms. Operators only. */
export const adminInboxApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/inquiries',
    operationId: 'listInquiries',
    summary: 'The inquiries, newest first, handled or not (operators)',
    tag: 'admin',
    access: 'staff',
  }),
  markHandled: endpoint<Schemas['markHandled']>({
    method: 'POST',
    path: '/api/admin/inquiries/:inquiryId/handled',
    operationId: 'markInquiryHandled',
    summary: 'Marks an inquiry handled, or not handled again (operators)',
    tag: 'admin',
    access: 'staff',
  }),
};
