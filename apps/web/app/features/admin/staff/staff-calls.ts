import type { StaffInvitationRequest, StaffListResponse } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../session/admin-request';
import { adminQueryClient } from '../session/admin-session-state';

const staffKey = ['admin', 'staff'] as const;

/** GET /api/admin/staff: accounts and open invitations (operators: all; staff: their facility's). */
export function useStaffList() {
  return useQuery({ queryKey: staffKey, queryFn: () => adminRequest<StaffListResponse>('/api/admin/staff') });
}

/** POST /api/admin/staff/invitations, then the list again (the invitation shows as pending). */
export async function inviteStaff(input: StaffInvitationRequest) {
  await adminRequest('/api/admin/staff/invitations', { method: 'POST', body: input });
  await adminQueryClient().invalidateQueries({ queryKey: staffKey });
}
