import { adminReviewApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { adminReviewService } from './review.service.ts';
import { adminReviewRosterService } from './review-roster.service.ts';

/** GET /api/admin/review and /api/admin/review/children (see adminReviewApi). */
export function adminReviewRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const review = adminReviewService(context);
  const roster = adminReviewRosterService(context);
  serve(app, adminReviewApi.day, { onRequest }, (request) => review(request.staff, request.query));
  serve(app, adminReviewApi.roster, { onRequest }, (request) =>
    roster(request.staff, request.query.facilityId),
  );
}
