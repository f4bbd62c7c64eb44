import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/');

export default function Parents() {
  return (
    <PlaceholderPage
      path="/parents/"
      actions={
        <>
          <Link className="button button-primary" to="/signup/">
            無料体験をはじめる
          </Link>
          <Link className="button" to="/parents/request/">
            園に導入をリクエストする
          </Link>
        </>
      }
    >
      <p>園の先生が撮った写真の中から、AIがお子さまの写った写真を選び、その日の夜にお届けします。</p>
      <p>月額制のサービスで、はじめての方は無料体験からお試しいただけます。</p>
    </PlaceholderPage>
  );
}
