import { timelineApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { plainJson } from '../plain-json.ts';
import { serve } from '../serve.ts';
import { getTimelineSummary } from './get-timeline-summary.service.ts';
import { listTimeline } from './list-timeline.service.ts';

/** GET /api/{childId}/timeline and /timeline/list (specification §7). */
export function timelineRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireGuardian(context);

  serve(app, timelineApi.summary, { preHandler }, (request) =>
    getTimelineSummary(context, request.guardianId, request.params.childId, request.query),
  );
  serve(app, timelineApi.list, { preHandler, serializerCompiler: plainJson }, (request) =>
    listTimeline(context, request.guardianId, request.params.childId, request.query),
  );
}
