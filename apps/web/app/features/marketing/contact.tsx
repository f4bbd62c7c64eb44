import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export const meta = metaFor('/contact/');

export default function Contact() {
  return (
    <PlaceholderPage
      path="/contact/"
      actions={
        <>
          <Link className="button" to="/faq/">
            よくある質問を見る
          </Link>
          <Link className="button" to="/parents/contact/">
            保護者の方のお問い合わせはこちら
          </Link>
        </>
      }
    >
      <p>
        ひびフォトの導入や料金、お子さまの写真の取り扱いについて、お気軽にご相談ください。お問い合わせフォームはまもなく公開します。
      </p>
    </PlaceholderPage>
  );
}
