import type { StaffMeResponse } from '@hibi/contract';
import { redirect } from 'react-router';
import { loadSession } from '~/lib/load-session';
import { knownStaff } from './admin-session';
import { endAdminSessionLocally } from './admin-session-state';
import { adminSigninUrlFor } from './admin-transport-rules';

/**
 * The console's session check, for route loaders: no staff session → /admin/signin/ with the page
 * to come back to; 5xx → the error page; `operator` sends facility staff to the approval queue.
 */
export async function requireStaffSession(
  request: Request,
  need: 'staff' | 'operator',
): Promise<StaffMeResponse> {
  const staff = await loadSession(request, knownStaff, {
    endLocally: endAdminSessionLocally,
    signinUrlFor: adminSigninUrlFor,
  });
  if (need === 'operator' && staff.role !== 'operator') throw redirect('/admin/approvals/');
  return staff;
}
