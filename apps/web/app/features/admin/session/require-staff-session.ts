import type { StaffMeResponse } from '@hibi/contract';
import { data, redirect } from 'react-router';
import { ApiError } from '~/lib/api-error';
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
  const url = new URL(request.url);
  let staff: StaffMeResponse;
  try {
    staff = await knownStaff();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw data(null, { status: error.status });
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    endAdminSessionLocally();
    throw redirect(adminSigninUrlFor(url.pathname + url.search));
  }
  if (need === 'operator' && staff.role !== 'operator') throw redirect('/admin/approvals/');
  return staff;
}
