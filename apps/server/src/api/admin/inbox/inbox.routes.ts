import {
  inquiryHandledRequestSchema,
  inquiryIdParamsSchema,
  inquiryListQuerySchema,
  inquiryListResponseSchema,
} from '@hibi/contract';
import { z } from 'zod';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { inboxService } from './inbox.service.ts';

const tags = ['admin'];
const operatorsOnly = 'お問い合わせは運営スタッフのみ確認できます。';

/** GET /api/admin/inquiries and POST …/{inquiryId}/handled: operators only. */
export function inboxRoutes(app: ApiInstance, context: AppContext) {
  const inbox = inboxService(context);

  app.get(
    '/admin/inquiries',
    {
      onRequest: requireOperator(context, operatorsOnly),
      schema: {
        tags,
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryListResponseSchema, ...errorResponses },
      },
    },
    (request) => {
      const { handled } = request.query;
      return inbox.list(handled === undefined ? undefined : handled === 'true');
    },
  );

  app.post(
    '/admin/inquiries/:inquiryId/handled',
    {
      onRequest: requireOperator(context, operatorsOnly),
      schema: {
        tags,
        params: inquiryIdParamsSchema,
        body: inquiryHandledRequestSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
    },
    (request) => inbox.markHandled(request.staff, request.params.inquiryId, request.body.handled),
  );
}
