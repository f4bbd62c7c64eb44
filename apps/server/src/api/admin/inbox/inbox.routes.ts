import { adminInboxApi } from '@hibi/contract';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { adminInboxService } from './admin-inbox.service.ts';

/** GET /api/admin/inquiries and POST …/{inquiryId}/handled: operators only. */
export function adminInboxRoutes(app: ApiInstance, context: AppContext) {
  const inbox = adminInboxService(context);
  const operators = { onRequest: requireOperator(context, 'お問い合わせは運営スタッフのみ確認できます。') };

  serve(app, adminInboxApi.list, operators, (request) => {
    const { handled } = request.query;
    return inbox.list(handled === undefined ? undefined : handled === 'true');
  });
  serve(app, adminInboxApi.markHandled, operators, (request) =>
    inbox.markHandled(request.staff, request.params.inquiryId, request.body.handled),
  );
}
