import type { adminGuardianSchemas } from '../../admin/guardians.ts';
import { areaApi } from '../endpoint.ts';

/** The admin CLI's decisions on one guardian, named by address. Operators only. */
export const adminGuardianApi = areaApi<typeof adminGuardianSchemas>('admin', 'staff', {
  approve: {
    route: 'POST /api/admin/guardians/approve',
    operationId: 'approveGuardianByEmail',
    summary: "Approves a guardian's waiting request, by address (operators)",
    errors: [409],
  },
  join: {
    route: 'POST /api/admin/guardians/join',
    operationId: 'joinGuardianToFamilyByEmail',
    summary: "Adds a waiting guardian to an enrolled child's family, by address (operators)",
    description: "Approves a waiting request by adding the guardian to the enrolled child's family.",
    errors: [409],
  },
  reject: {
    route: 'POST /api/admin/guardians/reject',
    operationId: 'rejectGuardianByEmail',
    summary: "Rejects a guardian's waiting request, by address (operators)",
    description: 'A waiting request becomes rejected; the guardian is mailed the reason.',
    errors: [409],
  },
  withdraw: {
    route: 'POST /api/admin/guardians/withdraw',
    operationId: 'withdrawGuardian',
    summary: "Ends a guardian's account, by address (operators)",
    description: "Ends a guardian's account; their children's references, faces and deliveries are deleted.",
    errors: [409],
  },
});
