import { adminFairnessApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listFairness } from './list-fairness.service.ts';

/** GET /api/admin/fairness: each child's delivered photos of a day, fewest first. */
export function adminFairnessRoutes(app: ApiInstance, context: AppContext) {
  serve(app, adminFairnessApi.children, { onRequest: requireStaff(context) }, (request) =>
    listFairness(context, request.staff, request.query),
  );
}
