import { PlaceholderPage } from '~/components/placeholder-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = metaFor('/mypage/notifications/');

export default function MyPageNotifications() {
  return (
    <PlaceholderPage path="/mypage/notifications/">
      <p>新しい写真が届いたときのお知らせメールなど、受け取る通知を選べます。</p>
    </PlaceholderPage>
  );
}
