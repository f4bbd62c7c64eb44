import { Link } from 'react-router';
import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/sample/');

export default function Sample() {
  return (
    <PlaceholderPage
      path="/sample/"
      actions={
        <>
          <Link className="button" to="/sample/images/">
            写真のサンプル
          </Link>
          <Link className="button" to="/sample/image-retouching/">
            写真補正のサンプル
          </Link>
        </>
      }
    >
      <p>ひびフォトでご家庭に届く写真のイメージを、サンプルでご覧いただけます。</p>
    </PlaceholderPage>
  );
}
