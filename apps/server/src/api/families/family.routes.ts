import { familyApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { leaveFamily } from './leave-family.service.ts';
import { readStanding } from './read-standing.service.ts';

/** Every member's own calls about their family: their role, and leaving it (decision 0038). */
export function familyRoutes(app: ApiInstance, context: AppContext) {
  const anyMember = { preHandler: requireFamilyRole(context) };

  serve(app, familyApi.standing, anyMember, (request) => readStanding(context, request.guardianId));
  serve(app, familyApi.leave, anyMember, async (request) => {
    await leaveFamily(context, request.guardianId, request.family.familyId);
    return {};
  });
}
