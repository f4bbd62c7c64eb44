import type { adminFacilitySchemas } from '../../admin/facilities.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminFacilitySchemas;
const operatorsOnly = 'Operators only.';

/** The console's facilities: read by all staff (scoped), registered and changed by operators. */
export const adminFacilityApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/facilities',
    operationId: 'listFacilities',
    summary: 'The facilities: every one for operators, their own for facility staff',
    tag: 'admin',
    access: 'staff',
  }),
  detail: endpoint<Schemas['detail']>({
    method: 'GET',
    path: '/api/admin/facilities/:facilityId',
    operationId: 'getFacility',
    summary: 'One facility with its guardians and children',
    tag: 'admin',
    access: 'staff',
  }),
  create: endpoint<Schemas['create']>({
    method: 'POST',
    path: '/api/admin/facilities',
    operationId: 'createFacility',
    summary: 'Registers a facility',
    description: operatorsOnly,
    tag: 'admin',
    access: 'staff',
    status: 201,
    errors: [409],
  }),
  update: endpoint<Schemas['update']>({
    method: 'PUT',
    path: '/api/admin/facilities/:facilityId',
    operationId: 'updateFacility',
    summary: 'Changes a facility and its classes',
    description: operatorsOnly,
    tag: 'admin',
    access: 'staff',
    errors: [409],
  }),
};
