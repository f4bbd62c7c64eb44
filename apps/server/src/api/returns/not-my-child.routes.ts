import { and, children, deliveries, eq, guardians, isNull } from '@hibi/db';
import { z } from 'zod';
import { notYours } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/http-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';

const paramsSchema = z.object({ childId: z.uuid(), mediaId: z.uuid() });

/** The reason stored on the delivery; operators review these, and the matcher stops using the face. */
export const notMyChildReason = 'not_my_child';

/**
 * POST /api/{childId}/media/{mediaId}/not-my-child: a guardian returns an item that is not their
 * child. It leaves the timeline at once (the delivery is revoked, never deleted, so the matcher
 * does not deliver it again and no longer learns from it) and is kept in the audit log for review.
 */
export function notMyChildRoutes(app: ApiInstance, context: AppContext) {
  app.post(
    '/:childId/media/:mediaId/not-my-child',
    {
      preHandler: requireGuardian(context),
      schema: {
        tags: ['timeline'],
        security: [{ bearer: [] }],
        description:
          "Returns a wrongly delivered item ('not my child'): it leaves this child's timeline at once.",
        params: paramsSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
    },
    async (request) => {
      const { childId, mediaId } = request.params;
      const { db } = context.database;
      const [child] = await db
        .select({ id: children.id })
        .from(children)
        .innerJoin(guardians, eq(guardians.id, children.guardianId))
        .where(
          and(
            eq(children.id, childId),
            eq(children.guardianId, request.guardianId),
            eq(guardians.status, 'approved'),
          ),
        );
      if (!child) throw new HttpError(403, notYours);
      await db.transaction(async (tx) => {
        const returned = await tx
          .update(deliveries)
          .set({ revokedAt: context.now(), revokedReason: notMyChildReason })
          .where(
            and(
              eq(deliveries.childId, childId),
              eq(deliveries.mediaId, mediaId),
              isNull(deliveries.revokedAt),
            ),
          )
          .returning({ id: deliveries.id });
        if (returned.length === 0) throw new HttpError(404, '指定された写真・動画が見つかりません。');
        await auditLogRepository(tx).record({
          actorKind: 'guardian',
          actorId: request.guardianId,
          action: 'delivery.not_my_child',
          targetType: 'delivery',
          targetId: returned[0]?.id ?? '',
          detail: { childId, mediaId },
        });
      });
      return {};
    },
  );
}
