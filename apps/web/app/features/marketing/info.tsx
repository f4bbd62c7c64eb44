import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/info/');

export default function Info() {
  return (
    <PlaceholderPage path="/info/">
      <p>新しい機能やメンテナンスの予定など、ひびフォトからのお知らせをこちらに掲載します。</p>
    </PlaceholderPage>
  );
}
