import { adminChildLeavingApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { markChildLeaving } from './mark-child-leaving.service.ts';
import { undoChildLeaving } from './undo-child-leaving.service.ts';

/** PUT and DELETE /api/admin/children/{childId}/leaving: 退園・卒園 (decision 0078). */
export function adminChildLeavingRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);

  serve(app, adminChildLeavingApi.mark, { onRequest }, (request) =>
    markChildLeaving(context, request.params.childId, request.staff, request.body),
  );
  serve(app, adminChildLeavingApi.undo, { onRequest }, (request) =>
    undoChildLeaving(context, request.params.childId, request.staff),
  );
}
