import type { adminFacilityChoiceSchemas } from '../../admin/facility-choices.ts';
import { areaApi } from '../endpoint.ts';

/** The facilities and classes the day screens offer to pick from. */
export const adminFacilityChoiceApi = areaApi<typeof adminFacilityChoiceSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/facility-choices',
    operationId: 'listFacilityChoices',
    summary: 'The facilities, with classes, a staff member may work on',
    description: 'Facility staff get their own facility; operators every one.',
  },
});
