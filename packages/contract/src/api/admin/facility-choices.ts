import type { adminFacilityChoiceSchemas } from '../../admin/facility-choices.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminFacilityChoiceSchemas;

/** The facilities and classes the day screens offer to pick from. */
export const adminFacilityChoiceApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/facility-choices',
    operationId: 'listFacilityChoices',
    summary: 'The facilities, with classes, a staff member may work on',
    description: 'Facility staff get their own facility; operators every one.',
    tag: 'admin',
    access: 'staff',
  }),
};
