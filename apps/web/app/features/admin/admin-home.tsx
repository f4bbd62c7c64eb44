import { redirect } from 'react-router';
import { adminMeta } from './admin-entry';

export { HydrateFallback } from '~/lib/client-only';
export const meta = adminMeta('/admin/');

/** /admin/ itself has nothing to show: the day starts at the approval queue. */
export async function clientLoader() {
  throw redirect('/admin/approvals/');
}
clientLoader.hydrate = true as const;

export default function AdminHome() {
  return null;
}
