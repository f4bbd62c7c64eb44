import { and, children, eq, guardians, isNull, normalizeEmail } from '@hibi/db';
import { requireStaff } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/http-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { approveGuardianRequestSchema, approveGuardianResponseSchema } from './admin-schemas.ts';

/**
 * POST /api/admin/guardians/approve: a waiting guardian (status requested) becomes approved with
 * their children; media delivered before this instant stay hidden from them. Operators only.
 */
export function adminGuardianRoutes(app: ApiInstance, context: AppContext) {
  app.post(
    '/admin/guardians/approve',
    {
      preHandler: requireStaff(context),
      schema: {
        tags: ['admin'],
        body: approveGuardianRequestSchema,
        response: { 200: approveGuardianResponseSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      if (request.staff.role !== 'operator') throw new HttpError(403, '申請を承認できるのは運営者のみです。');
      const approvedAt = context.now();
      return context.database.db.transaction(async (tx) => {
        const [guardian] = await tx
          .select()
          .from(guardians)
          .where(eq(guardians.email, normalizeEmail(request.body.email)));
        if (!guardian) throw new HttpError(404, '指定されたメールアドレスの利用者が見つかりません。');
        if (guardian.status !== 'requested') throw new HttpError(409, 'この利用者は承認待ちではありません。');
        // The free trial starts at approval (DESIGN.md §3); a paying guardian keeps their plan.
        const subscriptionType = guardian.subscriptionType === 'free' ? 'trial' : guardian.subscriptionType;
        await tx
          .update(guardians)
          .set({ status: 'approved', approvedAt, subscriptionType })
          .where(eq(guardians.id, guardian.id));
        await tx
          .update(children)
          .set({ approvedAt })
          .where(and(eq(children.guardianId, guardian.id), isNull(children.approvedAt)));
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: request.staff.id,
          action: 'guardian.approve',
          targetType: 'guardian',
          targetId: guardian.id,
        });
        return { userId: guardian.id, approvedAt: approvedAt.toISOString() };
      });
    },
  );
}
