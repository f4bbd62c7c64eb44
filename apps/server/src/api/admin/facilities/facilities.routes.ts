import { adminFacilityApi } from '@hibi/contract';
import { requireOperator, requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { createFacility } from './create-facility.service.ts';
import { listFacilities } from './list-facilities.service.ts';
import { readFacility } from './read-facility.service.ts';
import { updateFacility } from './update-facility.service.ts';

const operatorsOnly = '施設の登録と変更は運営スタッフのみ行えます。';

/** GET /api/admin/facilities (scoped), GET/PUT …/{facilityId}, POST (operators). */
export function adminFacilityRoutes(app: ApiInstance, context: AppContext) {
  const staff = { onRequest: requireStaff(context) };
  const operators = { onRequest: requireOperator(context, operatorsOnly) };

  serve(app, adminFacilityApi.list, staff, (request) => listFacilities(context, request.staff));
  serve(app, adminFacilityApi.detail, staff, (request) =>
    readFacility(context, request.staff, request.params.facilityId),
  );
  serve(app, adminFacilityApi.create, operators, async (request, reply) =>
    reply.code(201).send(await createFacility(context, request.staff, request.body)),
  );
  serve(app, adminFacilityApi.update, operators, (request) =>
    updateFacility(context, request.staff, request.params.facilityId, request.body),
  );
}
