import { Link, Outlet } from 'react-router';
import { appStyles } from '~/lib/layout-styles';
import { legalLinks, SERVICE_NAME } from '~/lib/site-links';
import { Copyright } from './copyright';

export const links = appStyles;

/**
 * No menu: centred content for sign-in, recovery and the health check. A small footer keeps the
 * terms and the privacy policy one tap away from the forms that ask for personal data.
 */
export default function BlankLayout() {
  return (
    <div className="blank">
      <header className="blank-header">
        <Link className="site-logo" to="/">
          {SERVICE_NAME}
        </Link>
      </header>
      <main id="main" className="blank-main">
        <Outlet />
      </main>
      <footer className="blank-footer">
        <nav aria-label="サイト情報">
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Copyright className="blank-copyright" />
      </footer>
    </div>
  );
}
