import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = metaFor('/mypage/password/');

export default function MyPagePassword() {
  return (
    <PlaceholderPage path="/mypage/password/">
      <p>現在のパスワードと新しいパスワードを入力して、ログインに使うパスワードを変更できます。</p>
    </PlaceholderPage>
  );
}
