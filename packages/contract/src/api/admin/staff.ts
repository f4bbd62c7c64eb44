import type { adminStaffSchemas } from '../../admin/staff.ts';
import { areaCalls, endpoint } from '../endpoint.ts';

type Schemas = typeof adminStaffSchemas;
const call = areaCalls('admin', 'staff');

/** The staff-members screen: accounts and invitations, and accepting one (no sign-in yet). */
export const adminStaffApi = {
  list: call<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/staff',
    operationId: 'listStaff',
    summary: "Staff accounts and open invitations (operators: all; staff: their facility's)",
  }),
  invite: call<Schemas['invite']>({
    method: 'POST',
    path: '/api/admin/staff/invitations',
    operationId: 'inviteStaff',
    summary: 'Invites a staff member by mail (operators)',
    status: 201,
    errors: [409],
  }),
  acceptInvitation: endpoint<Schemas['acceptInvitation']>({
    method: 'POST',
    path: '/api/admin/staff/invitations/accept',
    operationId: 'acceptStaffInvitation',
    summary: 'Accepts an invitation with a password, and signs the new staff member in',
    tag: 'admin',
    access: 'public',
    errors: [409],
  }),
};
