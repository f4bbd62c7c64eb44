import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = metaFor('/photomovie/');

export default function PhotomovieList() {
  return (
    <PlaceholderPage path="/photomovie/">
      <p>1週間のベストショットをまとめたフォトムービーが、毎週ここに届きます。</p>
    </PlaceholderPage>
  );
}
