import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/request/');

export default function ParentsRequest() {
  return (
    <PlaceholderPage path="/parents/request/">
      <p>
        お子さまの通う園でひびフォトを使ってみたいと思ったら、園の名前を添えてリクエストをお送りください。ひびフォトから園へご案内します。
      </p>
    </PlaceholderPage>
  );
}
