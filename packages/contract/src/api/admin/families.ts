import type { adminFamilySchemas } from '../../admin/families.ts';
import { areaApi } from '../endpoint.ts';

/** The console's family page. */
export const adminFamilyApi = areaApi<typeof adminFamilySchemas>('admin', 'staff', {
  detail: {
    route: 'GET /api/admin/families/:familyId',
    operationId: 'getAdminFamily',
    summary: 'A family as the console shows it: its guardians and children',
    description: 'The family an approval’s look-alike belongs to, scoped like every console read.',
  },
});
