import type { groupSchemas } from '../groups.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof groupSchemas;

/** Facilities (groups) as sign-up finds them, before any account exists. */
export const groupApi = {
  byCode: endpoint<Schemas['byCode']>({
    method: 'GET',
    path: '/api/groups/code/:facilityCode',
    operationId: 'findFacilityByCode',
    summary: 'The facility a code names (full-width input and capitals are accepted)',
    tag: 'signup',
    access: 'public',
  }),
};
