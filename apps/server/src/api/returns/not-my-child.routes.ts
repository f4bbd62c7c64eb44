import { z } from 'zod';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { notMyChildService } from './not-my-child.service.ts';

const paramsSchema = z.object({ childId: z.uuid(), mediaId: z.uuid() });

/** POST /api/{childId}/media/{mediaId}/not-my-child: see notMyChildService. */
export function notMyChildRoutes(app: ApiInstance, context: AppContext) {
  const returnItem = notMyChildService(context);
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
      await returnItem(request.guardianId, request.params.childId, request.params.mediaId);
      return {};
    },
  );
}
