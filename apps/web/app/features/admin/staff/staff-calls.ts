import type { StaffInvitationRequest } from '@hibi/contract';
import { adminStaffApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../session/admin-request';
import { adminQueryClient } from '../session/admin-session-state';

const staffKey = ['admin', 'staff'] as const;

/** Accounts and open invitations (operators: all; staff: their facility's). */
export function useStaffList() {
  return useQuery({ queryKey: staffKey, queryFn: () => adminCall(adminStaffApi.list) });
}

/** Invites, then reads the list again (the invitation shows as pending). */
export async function inviteStaff(input: StaffInvitationRequest) {
  await adminCall(adminStaffApi.invite, { body: input });
  await adminQueryClient().invalidateQueries({ queryKey: staffKey });
}
