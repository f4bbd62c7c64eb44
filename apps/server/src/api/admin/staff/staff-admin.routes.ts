import {
  acceptInvitationRequestSchema,
  accessTokenResponseSchema,
  apiErrorSchema,
  staffInvitationRequestSchema,
  staffInvitationResponseSchema,
  staffListResponseSchema,
} from '@hibi/contract';
import { requireOperator, requireStaff } from '../../../auth/require-staff.ts';
import { setStaffCookies } from '../../../auth/staff-cookies.ts';
import type { AppContext } from '../../../context.ts';
import { rateLimitHooks } from '../../../http/rate-limit.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { staffAdminService } from './staff-admin.service.ts';

const tags = ['admin'];
const withConflict = { ...errorResponses, 409: apiErrorSchema };

/** GET /api/admin/staff (scoped), invitations (operators) and their acceptance (no sign-in yet). */
export function staffAdminRoutes(app: ApiInstance, context: AppContext) {
  const staff = staffAdminService(context);

  app.get(
    '/admin/staff',
    {
      onRequest: requireStaff(context),
      schema: { tags, response: { 200: staffListResponseSchema, ...errorResponses } },
    },
    (request) => staff.list(request.staff),
  );

  app.post(
    '/admin/staff/invitations',
    {
      onRequest: requireOperator(context, 'スタッフの招待は運営スタッフのみ行えます。'),
      schema: {
        tags,
        body: staffInvitationRequestSchema,
        response: { 201: staffInvitationResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.invite(request.staff, request.body)),
  );

  app.post(
    '/admin/staff/invitations/accept',
    {
      ...rateLimitHooks(context, 'login'),
      schema: {
        tags,
        body: acceptInvitationRequestSchema,
        response: { 200: accessTokenResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const session = await staff.accept(request.body.token, request.body.password);
      setStaffCookies(reply, session);
      return { accessToken: session.accessToken };
    },
  );
}
