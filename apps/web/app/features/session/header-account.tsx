import { CircleUserRound, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { loadAccount } from './account';
import { canUseApp } from './account-routing';
import { signOut } from './session-actions';
import { displayName, sessionAccount } from './session-state';
import { mayHaveSession } from './token-store';

/**
 * The account corner of the site header: the signed-in guardian's name (a link to their page)
 * and a sign-out, or the sign-in link for visitors. On a page that did not load the account
 * (the marketing site), it asks once when the isAuthorized cookie says a session may exist.
 */
export function HeaderAccount() {
  const account = sessionAccount.use();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (account || checked) return;
    setChecked(true);
    if (mayHaveSession()) loadAccount().catch(() => undefined);
  }, [account, checked]);

  if (!account) {
    return (
      <Link className="header-account-link" to="/signin/">
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
        aria-label={`ログイン中：${displayName(account)} さん（マイページ）`}
      >
        <CircleUserRound aria-hidden="true" size={22} />
        <span className="header-account-text" aria-hidden="true">
          {displayName(account)} さん
        </span>
      </Link>
      <button
        className="header-account-signout"
        type="button"
        onClick={() => void signOut()}
        aria-label="ログアウト"
      >
        <LogOut aria-hidden="true" size={20} />
        <span className="header-account-text" aria-hidden="true">
          ログアウト
        </span>
      </button>
    </div>
  );
}
