import { Outlet } from 'react-router';
import { appStyles } from '~/lib/layout-styles';

export const links = appStyles;

/**
 * The operators' console (features/admin): no site menu or footer, the console's own frame and
 * forms inside. Its pages are client-only, so the server sends this and a loading state.
 */
export default function AdminLayout() {
  return (
    <div className="admin">
      <Outlet />
    </div>
  );
}
