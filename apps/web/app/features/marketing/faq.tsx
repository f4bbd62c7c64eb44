import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export const meta = metaFor('/faq/');

export default function Faq() {
  return (
    <PlaceholderPage
      path="/faq/"
      actions={
        <Link className="button" to="/contact/">
          お問い合わせ
        </Link>
      }
    >
      <p>
        料金や無料体験、写真が届くタイミング、お子さまの写真の取り扱いなど、よくいただくご質問と回答をこちらにまとめます。
      </p>
      <p>解決しないときは、お問い合わせからお気軽にご連絡ください。</p>
    </PlaceholderPage>
  );
}
