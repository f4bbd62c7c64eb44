import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';
import { mainNav } from './site-links';

/** The marketing site and the guardian app: service header, main menu and footer. */
export default function DefaultLayout() {
  return (
    <SiteFrame nav={mainNav}>
      <Outlet />
    </SiteFrame>
  );
}
