import type { adminFacilitySchemas } from '../../admin/facilities.ts';
import { areaCalls } from '../endpoint.ts';

type Schemas = typeof adminFacilitySchemas;
const call = areaCalls('admin', 'staff');
const operatorsOnly = 'Operators only.';

/** The console's facilities: read by all staff (scoped), registered and changed by operators. */
export const adminFacilityApi = {
  list: call<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/facilities',
    operationId: 'listFacilities',
    summary: 'The facilities: every one for operators, their own for facility staff',
  }),
  detail: call<Schemas['detail']>({
    method: 'GET',
    path: '/api/admin/facilities/:facilityId',
    operationId: 'getFacility',
    summary: 'One facility with its guardians and children',
  }),
  create: call<Schemas['create']>({
    method: 'POST',
    path: '/api/admin/facilities',
    operationId: 'createFacility',
    summary: 'Registers a facility',
    description: operatorsOnly,
    status: 201,
    errors: [409],
  }),
  update: call<Schemas['update']>({
    method: 'PUT',
    path: '/api/admin/facilities/:facilityId',
    operationId: 'updateFacility',
    summary: 'Changes a facility and its classes',
    description: operatorsOnly,
    errors: [409],
  }),
};
