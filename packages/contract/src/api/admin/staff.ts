import type { adminStaffSchemas } from '../../admin/staff.ts';
import { areaApi } from '../endpoint.ts';

/** The staff-members screen: accounts and invitations, and accepting one (no sign-in yet). */
export const adminStaffApi = areaApi<typeof adminStaffSchemas>('admin', 'staff', {
  list: {
    route: 'GET /api/admin/staff',
    operationId: 'listStaff',
    summary: "Staff accounts and open invitations (operators: all; staff: their facility's)",
  },
  invite: {
    route: 'POST /api/admin/staff/invitations',
    operationId: 'inviteStaff',
    summary: 'Invites a staff member by mail (operators)',
    status: 201,
    errors: [409],
  },
  acceptInvitation: {
    route: 'POST /api/admin/staff/invitations/accept',
    operationId: 'acceptStaffInvitation',
    summary: 'Accepts an invitation with a password, and signs the new staff member in',
    access: 'public',
    errors: [409],
  },
});
