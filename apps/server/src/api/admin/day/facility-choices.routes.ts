import { adminFacilityChoiceApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { listFacilityChoices } from './list-facility-choices.service.ts';

/** GET /api/admin/facility-choices: the facilities and classes the day's screens offer. */
export function adminFacilityChoiceRoutes(app: ApiInstance, context: AppContext) {
  serve(app, adminFacilityChoiceApi.list, { onRequest: requireStaff(context) }, (request) =>
    listFacilityChoices(context, request.staff),
  );
}
