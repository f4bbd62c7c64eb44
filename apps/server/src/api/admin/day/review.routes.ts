import { adminReviewApi } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serveStaffCalls } from '../serve-staff-calls.ts';
import { getDayReview } from './get-day-review.service.ts';
import { listReviewChildren } from './list-review-children.service.ts';

/** GET /api/admin/review and /api/admin/review/children (see adminReviewApi). */
export function adminReviewRoutes(app: ApiInstance, context: AppContext) {
  serveStaffCalls(app, context, adminReviewApi, {
    day: (request) => getDayReview(context, request.staff, request.query),
    roster: (request) => listReviewChildren(context, request.staff, request.query.facilityId),
  });
}
