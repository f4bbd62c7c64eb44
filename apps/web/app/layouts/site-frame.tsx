import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useHomePath } from '~/features/session/use-home-path';
import { footerLinks, SERVICE_NAME, type SiteLink } from '~/lib/site-links';
import { useFrameLinkDiscovery } from '~/lib/use-frame-discovery';
import { Copyright } from './copyright';
import { SiteMenu } from './site-menu';

interface SiteFrameProps {
  /** Section name shown next to the logo (the case layout's 導入事例). */
  section?: SiteLink;
  nav: readonly SiteLink[];
  children: ReactNode;
}

/** Header, main landmark and footer shared by the default and case layouts. */
export function SiteFrame({ section, nav, children }: SiteFrameProps) {
  const home = useHomePath();
  const discover = useFrameLinkDiscovery();
  return (
    <>
      <a className="skip-link" href="#main">
        本文へ移動
      </a>
      <header className="site-header">
        <div className="container site-header-inner">
          <p className="site-logo">
            <Link to={home} discover={discover}>
              {SERVICE_NAME}
            </Link>
            {section ? (
              <Link className="site-section" to={section.to} discover={discover}>
                {section.label}
              </Link>
            ) : null}
          </p>
          <SiteMenu links={nav} />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container site-footer-inner">
          <nav aria-label="サイト情報">
            <LinkList links={footerLinks} />
          </nav>
          <Copyright className="site-copyright" />
        </div>
      </footer>
    </>
  );
}

function LinkList({ links }: { links: readonly SiteLink[] }) {
  const discover = useFrameLinkDiscovery();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end discover={discover}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
