import type { adminStaffSchemas } from '../../admin/staff.ts';
import { endpoint } from '../endpoint.ts';

type Schemas = typeof adminStaffSchemas;

/** The staff-members screen: accounts and invitations, and accepting one (no sign-in yet). */
export const adminStaffApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/admin/staff',
    operationId: 'listStaff',
    summary: "Staff accounts and open invitations (operators: all; staff: their facility's)",
    tag: 'admin',
    access: 'staff',
  }),
  invite: endpoint<Schemas['invite']>({
    method: 'POST',
    path: '/api/admin/staff/invitations',
    operationId: 'inviteStaff',
    summary: 'Invites a staff member by mail (operators)',
    tag: 'admin',
    access: 'staff',
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
