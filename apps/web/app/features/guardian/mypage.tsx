import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = metaFor('/mypage/');

export default function MyPage() {
  return (
    <PlaceholderPage
      path="/mypage/"
      actions={
        <>
          <Link className="button" to="/mypage/plan/">
            ご利用プラン
          </Link>
          <Link className="button" to="/mypage/notifications/">
            通知設定
          </Link>
          <Link className="button" to="/mypage/password/">
            パスワード変更
          </Link>
        </>
      }
    >
      <p>保護者の方のお名前やお子さまの情報を確認・変更できます。</p>
    </PlaceholderPage>
  );
}
