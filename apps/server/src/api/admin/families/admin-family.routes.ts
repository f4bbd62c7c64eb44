import { adminFamilyParamsSchema, adminFamilySchema } from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { readAdminFamily } from './admin-family.service.ts';

/** GET /api/admin/families/{familyId}: the family an approval's look-alike belongs to. */
export function adminFamilyRoutes(app: ApiInstance, context: AppContext) {
  app.get(
    '/admin/families/:familyId',
    {
      onRequest: requireStaff(context),
      schema: {
        tags: ['admin'],
        params: adminFamilyParamsSchema,
        response: { 200: adminFamilySchema, ...errorResponses },
      },
    },
    (request) => readAdminFamily(context, request.staff, request.params.familyId),
  );
}
