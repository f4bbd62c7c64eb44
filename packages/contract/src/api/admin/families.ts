import type { adminFamilySchemas } from '../../admin/families.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminFamilySchemas;

/** The console's family page. */
export const adminFamilyApi = {
  detail: endpoint<Schemas['detail']>({
    method: 'GET',
    path: '/api/admin/families/:familyId',
    operationId: 'getAdminFamily',
    summary: 'A family as the console shows it: its guardians and children',
    description: 'The family an approval’s look-alike belongs to, scoped like every console read.',
    tag: 'admin',
    access: 'staff',
  }),
};
