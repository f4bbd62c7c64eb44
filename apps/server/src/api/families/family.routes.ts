import { apiErrorSchema, emptyAnswerSchema, familyStandingSchema, userIdParamsSchema } from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { leaveFamily } from './leave-family.service.ts';
import { readStanding } from './read-standing.service.ts';

const tags = ['family'];
const security = [{ bearer: [] }];

/** Every member's own calls about their family: their role, and leaving it (decision 0038). */
export function familyRoutes(app: ApiInstance, context: AppContext) {
  const anyMember = { preHandler: requireFamilyRole(context) };

  app.get(
    '/users/:userId/family',
    {
      ...anyMember,
      schema: {
        tags,
        security,
        description: 'The signed-in member’s role (保護者 guardian, 家族 member) and joining date.',
        params: userIdParamsSchema,
        response: { 200: familyStandingSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return readStanding(context, request.guardianId);
    },
  );

  app.post(
    '/users/:userId/family/leave',
    {
      ...anyMember,
      schema: {
        tags,
        security,
        description:
          'The member withdraws: their account and sessions end; the family’s children and photos stay. 409 for the last 保護者.',
        params: userIdParamsSchema,
        response: { 200: emptyAnswerSchema, ...errorResponses, 409: apiErrorSchema },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      await leaveFamily(context, request.guardianId, request.family.familyId);
      return {};
    },
  );
}
