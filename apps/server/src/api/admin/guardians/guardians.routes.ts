import { adminGuardianApi } from '@hibi/contract';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { approveGuardian } from '../approvals/approve-guardian.service.ts';
import { joinFamily } from '../approvals/join-family.service.ts';
import { rejectGuardian } from '../approvals/reject-guardian.service.ts';
import { withdrawGuardian } from './withdraw-guardian.service.ts';

/**
 * POST /api/admin/guardians/approve, /join, /reject and /withdraw: see approveGuardian, joinFamily,
 * rejectGuardian and withdrawGuardian. Operators only.
 */
export function adminGuardianRoutes(app: ApiInstance, context: AppContext) {
  const approvers = { onRequest: requireOperator(context, '申請を承認できるのは運営者のみです。') };

  serve(app, adminGuardianApi.approve, approvers, (request) =>
    approveGuardian(context, { email: request.body.email }, request.staff, { reason: request.body.reason }),
  );
  serve(app, adminGuardianApi.join, approvers, (request) =>
    joinFamily(context, { email: request.body.email }, request.body.childId, request.staff),
  );
  serve(
    app,
    adminGuardianApi.reject,
    { onRequest: requireOperator(context, '申請を却下できるのは運営者のみです。') },
    (request) => rejectGuardian(context, { email: request.body.email }, request.body.reason, request.staff),
  );
  serve(
    app,
    adminGuardianApi.withdraw,
    { onRequest: requireOperator(context, '退会の手続きができるのは運営者のみです。') },
    (request) => withdrawGuardian(context, request.body.email, request.staff),
  );
}
