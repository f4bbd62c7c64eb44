import { Film, Images, UserRound } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { ConsentGate } from '~/features/consents/consent-gate';
import { MailRefusalBanner } from '~/features/mail-guidance/mail-refusal-banner';
import { QueryProvider } from '~/features/session/query-provider';
import { appStyles } from '~/lib/layout-styles';
import { usePrefetchMode } from '~/lib/prefetch';
import { systemFontHandle } from '~/lib/system-font';

export const links = appStyles;

const tabs = [
  { to: '/timeline/', label: 'タイムライン', icon: Images },
  { to: '/photomovie/', label: 'フォトムービー', icon: Film },
  { to: '/mypage/', label: 'マイページ', icon: UserRound },
] as const;

/**
 * The signed-in guardian's screens (DESIGN.md §6) inside the default layout: their query cache,
 * and the three destinations as a tab bar, at the bottom on phones where a thumb reaches it.
 */
export const handle = systemFontHandle;

export default function AppFrame() {
  const prefetch = usePrefetchMode();
  return (
    <QueryProvider>
      <ConsentGate>
        <nav className="guardian-tabs" aria-label="アプリのメニュー">
          <ul>
            {tabs.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} prefetch={prefetch}>
                  <Icon aria-hidden="true" size={22} />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="guardian-frame">
          <MailRefusalBanner />
          <Outlet />
        </div>
      </ConsentGate>
    </QueryProvider>
  );
}
