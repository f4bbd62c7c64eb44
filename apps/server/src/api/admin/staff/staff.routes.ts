import { adminStaffApi } from '@hibi/contract';
import { requireOperator, requireStaff } from '../../../auth/require-staff.ts';
import { setStaffCookies } from '../../../auth/staff-cookies.ts';
import type { AppContext } from '../../../context.ts';
import { rateLimitHooks } from '../../../http/rate-limit.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { acceptStaffInvitation } from './accept-staff-invitation.service.ts';
import { inviteStaff } from './invite-staff.service.ts';
import { listStaff } from './list-staff.service.ts';

/** GET /api/admin/staff (scoped), invitations (operators) and their acceptance (no sign-in yet). */
export function adminStaffRoutes(app: ApiInstance, context: AppContext) {
  serve(app, adminStaffApi.list, { onRequest: requireStaff(context) }, (request) =>
    listStaff(context, request.staff),
  );
  serve(
    app,
    adminStaffApi.invite,
    { onRequest: requireOperator(context, 'スタッフの招待は運営スタッフのみ行えます。') },
    async (request, reply) => reply.code(201).send(await inviteStaff(context, request.staff, request.body)),
  );
  serve(app, adminStaffApi.acceptInvitation, rateLimitHooks(context, 'login'), async (request, reply) => {
    const session = await acceptStaffInvitation(context, request.body.token, request.body.password);
    setStaffCookies(reply, session);
    return { accessToken: session.accessToken };
  });
}
