import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/sample/image-retouching/');

export default function SampleImageRetouching() {
  return (
    <PlaceholderPage path="/sample/image-retouching/">
      <p>
        逆光や暗い室内で撮った写真も、明るさや色合いを整えてお届けします。補正前と補正後を並べてご覧いただけるよう準備しています。
      </p>
    </PlaceholderPage>
  );
}
