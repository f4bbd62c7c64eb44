import { groupApi } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { findFacilityByCode } from './find-facility-by-code.service.ts';

/** GET /api/groups/code/{facilityCode}: public, before any account exists (sign-up's first screen). */
export function groupRoutes(app: ApiInstance, context: AppContext) {
  serve(app, groupApi.byCode, rateLimitHooks(context, 'facilityLookup'), (request) =>
    findFacilityByCode(context, request.params.facilityCode),
  );
}
