import type { groupSchemas } from '../groups.ts';
import { areaApi } from './endpoint.ts';

/** Facilities (groups) as sign-up finds them, before any account exists. */
export const groupApi = areaApi<typeof groupSchemas>('signup', 'public', {
  byCode: {
    route: 'GET /api/groups/code/:facilityCode',
    operationId: 'findFacilityByCode',
    summary: 'The facility a code names (full-width input and capitals are accepted)',
  },
});
