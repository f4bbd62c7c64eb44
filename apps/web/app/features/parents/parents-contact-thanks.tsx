import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/contact/thanks/');

export default function ParentsContactThanks() {
  return (
    <PlaceholderPage
      path="/parents/contact/thanks/"
      actions={
        <Link className="button button-primary" to="/parents/">
          保護者の方へ戻る
        </Link>
      }
    >
      <p>
        お問い合わせいただきありがとうございます。内容を確認して、ご入力のメールアドレスへ順番にご返信します。
      </p>
    </PlaceholderPage>
  );
}
