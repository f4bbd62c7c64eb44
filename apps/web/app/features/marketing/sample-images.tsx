import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/sample/images/');

export default function SampleImages() {
  return (
    <PlaceholderPage path="/sample/images/">
      <p>
        先生が撮った写真の中から、AIがお子さまの写った写真を選んでタイムラインにお届けします。その届き方を、サンプル画像でご紹介する予定です。
      </p>
    </PlaceholderPage>
  );
}
