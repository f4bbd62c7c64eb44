import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/request/thanks/');

export default function ParentsRequestThanks() {
  return (
    <PlaceholderPage
      path="/parents/request/thanks/"
      actions={
        <Link className="button button-primary" to="/parents/">
          保護者の方へ戻る
        </Link>
      }
    >
      <p>リクエストをお送りいただきありがとうございます。園へのご案内の状況は、メールでお知らせします。</p>
    </PlaceholderPage>
  );
}
