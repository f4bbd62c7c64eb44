import { Outlet } from 'react-router';
import { marketingStyles } from '~/lib/layout-styles';
import { CASE_STUDIES_NAME, caseNav } from '~/lib/site-links';
import { SiteFrame } from './site-frame';

export const links = marketingStyles;

/** The case studies: the same frame, titled 導入事例, with a menu for prospective facilities. */
export default function CaseLayout() {
  return (
    <SiteFrame section={{ label: CASE_STUDIES_NAME, to: '/case/' }} nav={caseNav}>
      <Outlet />
    </SiteFrame>
  );
}
