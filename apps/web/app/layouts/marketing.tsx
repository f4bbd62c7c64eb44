import { Outlet } from 'react-router';
import { marketingStyles } from '~/lib/layout-styles';

// The public pages inside the default layout: only their part of the stylesheet is added here.
export const links = marketingStyles;

export default function MarketingPages() {
  return <Outlet />;
}
