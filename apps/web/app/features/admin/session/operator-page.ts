// Operators-only console pages: facility staff who open one land on the approval queue.
import { requireStaffSession } from './require-staff-session';

export { HydrateFallback } from '~/lib/client-only';

export async function clientLoader({ request }: { request: Request }) {
  await requireStaffSession(request, 'operator');
  return null;
}
clientLoader.hydrate = true as const;
