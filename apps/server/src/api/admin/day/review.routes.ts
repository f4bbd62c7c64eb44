import { adminReviewApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { getDayReview } from './get-day-review.service.ts';
import { listReviewChildren } from './list-review-children.service.ts';

/** GET /api/admin/review and /api/admin/review/children (see adminReviewApi). */
export function adminReviewRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  serve(app, adminReviewApi.day, { onRequest }, (request) =>
    getDayReview(context, request.staff, request.query),
  );
  serve(app, adminReviewApi.roster, { onRequest }, (request) =>
    listReviewChildren(context, request.staff, request.query.facilityId),
  );
}
