import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useFrameLinkDiscovery } from '~/lib/use-frame-discovery';
import { canUseApp } from './account-routing';
import { displayName } from './session-state';
import { useSignedInAccount } from './use-signed-in-account';

/**
 * The account corner of the site header: the signed-in guardian's name (a link to their page;
 * signing out is in the menu, site-menu.tsx), or the sign-in link for visitors.
 */
export function HeaderAccount() {
  const account = useSignedInAccount();
  const discover = useFrameLinkDiscovery();

  if (!account) {
    return (
      <Link className="header-account-link" to="/signin/" discover={discover}>
        ログイン
      </Link>
    );
  }
  const home = canUseApp(account.user.status) ? '/mypage/' : '/signup/';
  return (
    <div className="header-account">
      <Link
        className="header-account-name"
        to={home}
        discover={discover}
        aria-label={`ログイン中：${displayName(account)} さん（マイページ）`}
      >
        <CircleUserRound aria-hidden="true" size={22} />
        <span className="header-account-text" aria-hidden="true">
          {displayName(account)} さん
        </span>
      </Link>
    </div>
  );
}
