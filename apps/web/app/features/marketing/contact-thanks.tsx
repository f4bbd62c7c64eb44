import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/contact/thanks/');

export default function ContactThanks() {
  return (
    <PlaceholderPage
      path="/contact/thanks/"
      actions={
        <Link className="button button-primary" to="/">
          トップへ戻る
        </Link>
      }
    >
      <p>お問い合わせいただきありがとうございます。内容を確認のうえ、担当者よりご連絡します。</p>
    </PlaceholderPage>
  );
}
