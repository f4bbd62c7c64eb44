import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export const meta = metaFor('/tokushoho/');

export default function Tokushoho() {
  return (
    <PlaceholderPage path="/tokushoho/">
      <p>
        販売事業者、所在地、月額料金、お支払い方法、解約の方法など、特定商取引法で定められた事項をこちらに掲載します。
      </p>
    </PlaceholderPage>
  );
}
