import type { adminInboxSchemas } from '../../admin/inquiries.ts';
import { areaCalls } from '../endpoint.ts';

type Schemas = typeof adminInboxSchemas;
const call = areaCalls('admin', 'staff');

/** The inquiries sent through the contact forms. Operators only. */
export const adminInboxApi = {
  list: call<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/inquiries',
    operationId: 'listInquiries',
    summary: 'The inquiries, newest first, handled or not (operators)',
  }),
  markHandled: call<Schemas['markHandled']>({
    method: 'POST',
    path: '/api/admin/inquiries/:inquiryId/handled',
    operationId: 'markInquiryHandled',
    summary: 'Marks an inquiry handled, or not handled again (operators)',
  }),
};
