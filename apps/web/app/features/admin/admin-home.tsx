import { redirect } from 'react-router';
import { documentTitle } from '~/lib/page-meta';

export { HydrateFallback } from '~/lib/client-only';
// Not in the route catalogue: a redirect, not a page.
export const meta = () => [{ title: documentTitle('', 'admin') }, { name: 'robots', content: 'noindex' }];

/** /admin/ itself has nothing to show: the day starts at the approval queue. */
export async function clientLoader() {
  throw redirect('/admin/approvals/');
}
clientLoader.hydrate = true as const;

export default function AdminHome() {
  return null;
}
