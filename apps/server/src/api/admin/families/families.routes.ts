import { adminFamilyApi } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { serve } from '../../serve.ts';
import { readAdminFamily } from './read-admin-family.service.ts';

/** GET /api/admin/families/{familyId}: the family an approval's look-alike belongs to. */
export function adminFamilyRoutes(app: ApiInstance, context: AppContext) {
  serve(app, adminFamilyApi.detail, { onRequest: requireStaff(context) }, (request) =>
    readAdminFamily(context, request.staff, request.params.familyId),
  );
}
