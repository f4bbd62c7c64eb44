// The guardian app's pages (DESIGN.md §6) opt in with
//   export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
// They are client-only (as lib/client-only.tsx) and guarded: the session check runs before the
// page renders, so a signed-out visitor never sees the page, only /signin/ and back.
import { requireAccount } from '~/features/session/require-account';

export { HydrateFallback } from '~/lib/client-only';

export async function clientLoader({ request }: { request: Request }) {
  const account = await requireAccount(request, 'approved');
  // The frame's consent gate reads it (decision 0076); loaded here so no screen shows before it,
  // and imported on demand so the query cache stays out of the public pages' shared chunk.
  const { prefetchConsents } = await import('~/features/consents/prefetch-consents');
  await prefetchConsents(account.user.userId);
  return null;
}
clientLoader.hydrate = true as const;
