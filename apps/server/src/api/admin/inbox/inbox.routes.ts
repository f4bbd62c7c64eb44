import { adminInboxApi } from '@hibi/contract';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listInquiries } from './list-inquiries.service.ts';
import { markInquiryHandled } from './mark-inquiry-handled.service.ts';

/** GET /api/admin/inquiries and POST …/{inquiryId}/handled: operators only. */
export function adminInboxRoutes(app: ApiInstance, context: AppContext) {
  const operators = { onRequest: requireOperator(context, 'お問い合わせは運営スタッフのみ確認できます。') };

  serve(app, adminInboxApi.list, operators, (request) => {
    const { handled } = request.query;
    return listInquiries(context, handled === undefined ? undefined : handled === 'true');
  });
  serve(app, adminInboxApi.markHandled, operators, (request) =>
    markInquiryHandled(context, request.staff, request.params.inquiryId, request.body.handled),
  );
}
