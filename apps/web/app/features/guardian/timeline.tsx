import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = metaFor('/timeline/');

export default function Timeline() {
  return (
    <PlaceholderPage path="/timeline/">
      <p>
        園で撮影された写真の中から、AIが選んだお子さまの写真と動画が日ごとに並びます。その日の写真は、夜までに届きます。
      </p>
    </PlaceholderPage>
  );
}
