import { QueryClientProvider } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { SERVICE_NAME } from '~/lib/site-links';
import { systemFontHandle } from '~/lib/system-font';
import { navFor } from './admin-nav';
import { adminSignOut } from './session/admin-session';
import { adminQueryClient, signedInStaff } from './session/admin-session-state';

export const handle = systemFontHandle;

/**
 * The signed-in console: a side menu on a desktop, a compact bar across the top on a tablet, who
 * is signed in and sign-out, and the console's own query cache. Pages run the session check
 * (session/staff-page.ts), so the menu shows once the staff member is known.
 */
export default function AdminFrame() {
  const staff = signedInStaff.use();
  const menu = useActiveInView(staff !== null);
  return (
    <QueryClientProvider client={adminQueryClient()}>
      <div className="admin-frame">
        <header className="admin-bar">
          <p className="admin-brand">
            {SERVICE_NAME}
            <span className="admin-brand-sub">管理画面</span>
          </p>
          {staff ? (
            <div className="admin-who">
              <span>
                {staff.name}
                <span className="admin-who-place">{staff.facilityName ?? '運営'}</span>
              </span>
              <button className="admin-signout" type="button" onClick={() => void adminSignOut()}>
                <LogOut aria-hidden="true" size={16} />
                ログアウト
              </button>
            </div>
          ) : null}
        </header>
        <nav className="admin-nav" aria-label="管理メニュー">
          <ul ref={menu}>
            {staff
              ? navFor(staff.role).map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink to={to}>
                      <Icon aria-hidden="true" size={18} />
                      <span>{label}</span>
                    </NavLink>
                  </li>
                ))
              : null}
          </ul>
        </nav>
        <main id="main" className="admin-main">
          <Outlet />
        </main>
      </div>
    </QueryClientProvider>
  );
}

/** On a phone the menu is one row that scrolls sideways: the current screen's entry is kept in it. */
function useActiveInView(shown: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the screen changes
  useEffect(() => {
    const list = ref.current;
    const frame = requestAnimationFrame(() => {
      const active = list?.querySelector<HTMLElement>('a.active');
      if (!list || !active || list.scrollWidth <= list.clientWidth) return;
      const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left;
      list.scrollLeft += offset - 8;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, shown]);
  return ref;
}
