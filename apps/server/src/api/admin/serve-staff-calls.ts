import { requireStaff } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { type AreaHandlers, type Call, serveCalls } from '../serve.ts';

/** Serves console calls of one area behind requireStaff: the staff member is `request.staff`. */
export function serveStaffCalls<A extends Record<string, Call>>(
  app: ApiInstance,
  context: AppContext,
  area: A,
  handlers: AreaHandlers<A>,
) {
  serveCalls(app, area, { onRequest: requireStaff(context) }, handlers);
}
