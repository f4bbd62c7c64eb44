import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MypagePath, mypageEntry } from '~/lib/mypage-entry';

interface MypageScreenProps {
  path: MypagePath;
  lead?: ReactNode;
  /** The sub-pages lead back to my page (or the screen above them); my page itself has the tab bar. */
  back?: boolean | { to: string; label: string };
  children: ReactNode;
}

/** The frame of each my-page screen: a narrow column, the way back, the catalogued h1. */
/** The way back from the plan's own screens. */
export const backToPlan = { to: '/mypage/plan/', label: 'ご利用プラン' };

export function MypageScreen({ path, lead, back = true, children }: MypageScreenProps) {
  return (
    <article className="container page mypage">
      {back ? (
        <Link className="mypage-back" to={back === true ? '/mypage/' : back.to}>
          <ChevronLeft aria-hidden="true" size={20} />
          {back === true ? 'マイページ' : back.label}
        </Link>
      ) : null}
      <h1 className="page-title mypage-title">{mypageEntry(path).heading}</h1>
      {lead ? <p className="mypage-lead">{lead}</p> : null}
      {children}
    </article>
  );
}
