import {
  reviewQuerySchema,
  reviewResponseSchema,
  reviewRosterQuerySchema,
  reviewRosterResponseSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { adminReviewService } from './review.service.ts';
import { reviewRosterService } from './review-roster.service.ts';

/**
 * GET /api/admin/review: for a facility's day and class, what the matcher delivered to whom, the
 * items families returned and the faces given to nobody as too close to call, with their scores.
 * GET /api/admin/review/children: whom a photo may be given to by hand, each with a reference
 * photo and family. Facility staff see their own facility; operators any.
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

  const roster = reviewRosterService(context);
  app.get(
    '/admin/review/children',
    {
      onRequest: requireStaff(context),
      schema: {
        tags: ['admin'],
        querystring: reviewRosterQuerySchema,
        response: { 200: reviewRosterResponseSchema, ...errorResponses },
      },
    },
    (request) => roster(request.staff, request.query.facilityId),
  );
}
