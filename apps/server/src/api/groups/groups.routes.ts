import { facilityByCodeResponseSchema, facilityCodeParamsSchema } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { facilityLookupService } from './facility-lookup.service.ts';

/** GET /api/groups/code/{facilityCode}: public, before any account exists (sign-up's first screen). */
export function groupRoutes(app: ApiInstance, context: AppContext) {
  const lookup = facilityLookupService(context);

  app.get(
    '/groups/code/:facilityCode',
    {
      ...rateLimitHooks(context, 'facilityLookup'),
      schema: {
        tags: ['signup'],
        description: 'The facility a code names (full-width input and capitals are accepted).',
        params: facilityCodeParamsSchema,
        response: { 200: facilityByCodeResponseSchema, ...errorResponses },
      },
    },
    (request) => lookup.byCode(request.params.facilityCode),
  );
}
