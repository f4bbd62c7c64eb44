import { groupApi } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { facilityLookupService } from './facility-lookup.service.ts';

/** GET /api/groups/code/{facilityCode}: public, before any account exists (sign-up's first screen). */
export function groupRoutes(app: ApiInstance, context: AppContext) {
  const lookup = facilityLookupService(context);
  serve(app, groupApi.byCode, rateLimitHooks(context, 'facilityLookup'), (request) =>
    lookup.byCode(request.params.facilityCode),
  );
}
