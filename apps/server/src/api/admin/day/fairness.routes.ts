import { facilityChoicesResponseSchema, fairnessQuerySchema, fairnessResponseSchema } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { adminDayService } from './fairness.service.ts';

const tags = ['admin'];

/**
 * GET /api/admin/fairness: each child's delivered photos of a day, fewest first; and
 * GET /api/admin/facility-choices: the facilities and classes the day's screens offer.
 */
export function adminFairnessRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const day = adminDayService(context);

  app.get(
    '/admin/fairness',
    {
      onRequest,
      schema: {
        tags,
        querystring: fairnessQuerySchema,
        response: { 200: fairnessResponseSchema, ...errorResponses },
      },
    },
    (request) => day.fairness(request.staff, request.query),
  );

  app.get(
    '/admin/facility-choices',
    { onRequest, schema: { tags, response: { 200: facilityChoicesResponseSchema, ...errorResponses } } },
    (request) => day.facilityChoices(request.staff),
  );
}
