import { reviewQuerySchema, reviewResponseSchema } from '@hibi/contract';
import { requireStaff } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { adminReviewService } from './admin-review.service.ts';

/**
 * GET /api/admin/review: for a facility's day and class, what the matcher delivered to whom, the
 * items families returned and the faces given to nobody as too close to call, with their scores.
 * Facility staff see their own facility; operators any.
 */
export function adminReviewRoutes(app: ApiInstance, context: AppContext) {
  const review = adminReviewService(context);
  app.get(
    '/admin/review',
    {
      onRequest: requireStaff(context),
      schema: {
        tags: ['admin'],
        querystring: reviewQuerySchema,
        response: { 200: reviewResponseSchema, ...errorResponses },
      },
    },
    (request) => review(request.staff, request.query),
  );
}
