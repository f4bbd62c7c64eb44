import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
// Titles come from the catalogue's sample entry until collections bring their own dates.
export const meta = metaFor('/photomovie/sample/');

export default function Photomovie() {
  return (
    <PlaceholderPage
      path="/photomovie/sample/"
      actions={
        <Link className="button" to="/photomovie/">
          フォトムービー一覧へ
        </Link>
      }
    >
      <p>この週に撮影されたお子さまの写真と動画を、ひとつのムービーにまとめてご覧いただけます。</p>
    </PlaceholderPage>
  );
}
