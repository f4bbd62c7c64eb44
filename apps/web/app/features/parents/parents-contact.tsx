import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/contact/');

export default function ParentsContact() {
  return (
    <PlaceholderPage path="/parents/contact/">
      <p>
        ご利用方法や料金、写真の取り扱いについてのご質問を受け付けています。お問い合わせフォームはまもなく公開します。
      </p>
    </PlaceholderPage>
  );
}
