// Every console page behind sign-in opts in with
//   export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
// (operators-only pages with operator-page.ts). Client-only like lib/client-only.tsx: the check
// runs before the page renders, so a signed-out visit goes to /admin/signin/ and comes back.
import { requireStaffSession } from './require-staff-session';

export { HydrateFallback } from '~/lib/client-only';

export async function clientLoader({ request }: { request: Request }) {
  await requireStaffSession(request, 'staff');
  return null;
}
clientLoader.hydrate = true as const;
