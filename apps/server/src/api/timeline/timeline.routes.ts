import {
  childIdParamsSchema,
  timelineListQuerySchema,
  timelineModeQuerySchema,
  timelinePageSchema,
  timelineSummarySchema,
} from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { plainJson } from '../plain-json.ts';
import { timelineService } from './timeline.service.ts';

const tags = ['timeline'];
const security = [{ bearer: [] }];
const modeRule =
  "Free members always get the recent view (today and the 6 days before, Asia/Tokyo); trial members get it until they choose 'more' (trialing=false); anyone may ask for it with recent=true. " +
  'Only media of the guardian’s own child, delivered since the child’s approval, not revoked and ready, are shown; media URLs are signed and expire after 10–15 minutes.';

/** GET /api/{childId}/timeline and /timeline/list (specification §7). */
export function timelineRoutes(app: ApiInstance, context: AppContext) {
  const timeline = timelineService(context);
  const preHandler = requireGuardian(context);

  app.get(
    '/:childId/timeline',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: `The timeline at a glance: the mode applied, the number of items per shooting day (Asia/Tokyo, newest first), how many items the mode shows and how many the whole timeline holds (so the app can say how many more 'more' would show), and the 8 newest items. ${modeRule}`,
        params: childIdParamsSchema,
        querystring: timelineModeQuerySchema,
        response: { 200: timelineSummarySchema, ...errorResponses },
      },
    },
    (request) => timeline.summary(request.guardianId, request.params.childId, request.query),
  );

  app.get(
    '/:childId/timeline/list',
    {
      preHandler,
      serializerCompiler: plainJson,
      schema: {
        tags,
        security,
        description: `One page of 60 items, newest first (shooting time, then mediaId). Pass nextPaginationToken back unchanged with the same recent/trialing for the next page; a token that was altered, or belongs to another child or view, answers 400. ${modeRule}`,
        params: childIdParamsSchema,
        querystring: timelineListQuerySchema,
        response: { 200: timelinePageSchema, ...errorResponses },
      },
    },
    (request) => timeline.list(request.guardianId, request.params.childId, request.query),
  );
}
