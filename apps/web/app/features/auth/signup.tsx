import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/signup/');

export default function SignUp() {
  return (
    <PlaceholderPage
      path="/signup/"
      actions={
        <Link className="button" to="/signin/">
          すでに登録済みの方はログイン
        </Link>
      }
    >
      <p>
        メールアドレスの確認、保護者とお子さまの情報、お子さまの顔写真の登録の順に進みます。園の承認が済むと、無料体験がはじまります。
      </p>
    </PlaceholderPage>
  );
}
