import { Link } from 'react-router';

/**
 * The account corner of the site header: the signed-in guardian's name and a sign-out, or the
 * sign-in link for visitors. (Stub: the session layer fills it in.)
 */
export function HeaderAccount() {
  return (
    <Link className="header-account-link" to="/signin/">
      ログイン
    </Link>
  );
}
