import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = metaFor('/mypage/plan/');

export default function MyPagePlan() {
  return (
    <PlaceholderPage path="/mypage/plan/">
      <p>現在のプラン、月額料金（税込）、無料体験の残り日数を確認できます。</p>
    </PlaceholderPage>
  );
}
