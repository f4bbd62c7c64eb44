import { ChevronLeft } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadFailed, Loading } from '~/components/load-state';
import { useFamilyStanding } from './use-family-standing';

/**
 * The plan's and the reference photos' screens are the 保護者's (DESIGN.md §3a). A 家族 who opens
 * one by its address reads why instead; none of the screen's calls are made, so no 403 (which
 * would sign them out, §6) can happen.
 */
/** What the screen is, and what only the 保護者 may do there, by its address. */
function guardedScreen(pathname: string) {
  if (pathname.startsWith('/mypage/photos/'))
    return { what: 'お子さまの登録写真', only: 'お子さまの登録写真の確認と追加' };
  if (pathname.startsWith('/mypage/children/'))
    return { what: 'ごきょうだいの追加', only: 'ごきょうだいの追加のお申し込み' };
  return { what: 'ご利用プラン', only: 'ご利用プランの確認・お申し込み・お支払い' };
}

export default function GuardianOnly() {
  const standing = useFamilyStanding();
  const { what, only } = guardedScreen(useLocation().pathname);
  if (standing.isError)
    return (
      <Screen>
        <LoadFailed label={what} onRetry={() => void standing.refetch()} />
      </Screen>
    );
  if (!standing.data)
    return (
      <Screen>
        <Loading label={what} />
      </Screen>
    );
  if (standing.data.role === 'guardian') return <Outlet />;
  return (
    <Screen>
      <h1 className="page-title mypage-title">{what}は保護者の方が管理しています</h1>
      <p className="mypage-lead" role="status">
        {`${only}は、ご家族の保護者の方のみ行えます。`}
        写真の閲覧と保存は、ご家族のプランの範囲でこれまでどおりご利用いただけます。
      </p>
    </Screen>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <article className="container page mypage">
      <Link className="mypage-back" to="/mypage/">
        <ChevronLeft aria-hidden="true" size={20} />
        マイページ
      </Link>
      {children}
    </article>
  );
}
