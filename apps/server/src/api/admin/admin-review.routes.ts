import { requireOperator } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { reviewQuerySchema, reviewResponseSchema } from './admin-review.schemas.ts';
import { adminReviewService } from './admin-review.service.ts';

/**
 * GET /api/admin/review: the matcher's open questions for operators, the items families returned
 * and the faces given to nobody as too close to call, with their scores. Operators only.
 */
export function adminReviewRoutes(app: ApiInstance, context: AppContext) {
  const review = adminReviewService(context);
  app.get(
    '/admin/review',
    {
      preHandler: requireOperator(context, '確認待ちの一覧を見られるのは運営者のみです。'),
      schema: {
        tags: ['admin'],
        querystring: reviewQuerySchema,
        response: { 200: reviewResponseSchema, ...errorResponses },
      },
    },
    (request) => review(request.query.limit),
  );
}
