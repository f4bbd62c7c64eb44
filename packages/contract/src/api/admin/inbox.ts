import type { adminInboxSchemas } from '../../admin/inquiries.ts';
import { areaApi } from '../endpoint.ts';

/** The inquiries sent through the contact forms. Operators only. */
export const adminInboxApi = areaApi<typeof adminInboxSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/inquiries',
    operationId: 'listInquiries',
    summary: 'The inquiries, newest first, handled or not (operators)',
  },
  markHandled: {
    route: 'POST /api/admin/inquiries/:inquiryId/handled',
    operationId: 'markInquiryHandled',
    summary: 'Marks an inquiry handled, or not handled again (operators)',
  },
});
