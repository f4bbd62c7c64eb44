import { Outlet } from 'react-router';
import { mainNav } from '~/lib/site-links';
import { SiteFrame } from './site-frame';

/** The marketing site and the guardian app: service header, main menu and footer. */
export default function DefaultLayout() {
  return (
    <SiteFrame nav={mainNav}>
      <Outlet />
    </SiteFrame>
  );
}
