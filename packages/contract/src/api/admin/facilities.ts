import type { adminFacilitySchemas } from '../../admin/facilities.ts';
import { areaApi } from '../endpoint.ts';

const operatorsOnly = 'Operators only.';

/** The console's facilities: read by all staff (scoped), registered and changed by operators. */
export const adminFacilityApi = areaApi<typeof adminFacilitySchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/facilities',
    operationId: 'listFacilities',
    summary: 'The facilities: every one for operators, their own for facility staff',
  },
  detail: {
    route: 'GET /api/admin/facilities/:facilityId',
    operationId: 'getFacility',
    summary: 'One facility with its guardians and children',
  },
  create: {
    route: 'POST /api/admin/facilities',
    operationId: 'createFacility',
    summary: 'Registers a facility',
    description: operatorsOnly,
    status: 201,
    errors: [409],
  },
  update: {
    route: 'PUT /api/admin/facilities/:facilityId',
    operationId: 'updateFacility',
    summary: 'Changes a facility and its classes',
    description: operatorsOnly,
    errors: [409],
  },
});
