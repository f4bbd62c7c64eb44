import { joinFamilyAnswerSchema } from '@hibi/contract';
import { requireOperator } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import {
  approveGuardianRequestSchema,
  approveGuardianResponseSchema,
  joinGuardianRequestSchema,
  rejectGuardianRequestSchema,
  rejectGuardianResponseSchema,
  withdrawGuardianRequestSchema,
  withdrawGuardianResponseSchema,
} from '../admin-schemas.ts';
import { approveGuardian } from '../approvals/approve-guardian.service.ts';
import { joinFamily } from '../approvals/join-family.service.ts';
import { rejectGuardian } from '../approvals/reject-guardian.service.ts';
import { withdrawGuardian } from './withdraw-guardian.service.ts';

/**
 * POST /api/admin/guardians/approve, /join, /reject and /withdraw: see approveGuardian, joinFamily,
 * rejectGuardian and withdrawGuardian. Operators only.
 */
export function adminGuardianRoutes(app: ApiInstance, context: AppContext) {
  app.post(
    '/admin/guardians/approve',
    {
      onRequest: requireOperator(context, '申請を承認できるのは運営者のみです。'),
      schema: {
        tags: ['admin'],
        body: approveGuardianRequestSchema,
        response: { 200: approveGuardianResponseSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    (request) =>
      approveGuardian(context, { email: request.body.email }, request.staff, { reason: request.body.reason }),
  );

  app.post(
    '/admin/guardians/join',
    {
      onRequest: requireOperator(context, '申請を承認できるのは運営者のみです。'),
      schema: {
        tags: ['admin'],
        description: "Approves a waiting request by adding the guardian to the enrolled child's family.",
        body: joinGuardianRequestSchema,
        response: { 200: joinFamilyAnswerSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    (request) => joinFamily(context, { email: request.body.email }, request.body.childId, request.staff),
  );

  app.post(
    '/admin/guardians/reject',
    {
      onRequest: requireOperator(context, '申請を却下できるのは運営者のみです。'),
      schema: {
        tags: ['admin'],
        description: 'A waiting request becomes rejected; the guardian is mailed the reason.',
        body: rejectGuardianRequestSchema,
        response: { 200: rejectGuardianResponseSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    (request) => rejectGuardian(context, { email: request.body.email }, request.body.reason, request.staff),
  );

  app.post(
    '/admin/guardians/withdraw',
    {
      onRequest: requireOperator(context, '退会の手続きができるのは運営者のみです。'),
      schema: {
        tags: ['admin'],
        description:
          "Ends a guardian's account; their children's references, faces and deliveries are deleted.",
        body: withdrawGuardianRequestSchema,
        response: { 200: withdrawGuardianResponseSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    (request) => withdrawGuardian(context, request.body.email, request.staff),
  );
}
