import { thanksRoute } from '~/features/contact-form/thanks-page';

export { clientLoader, HydrateFallback } from '~/lib/client-only';

const route = thanksRoute(
  '/contact/thanks/',
  [
    { label: 'トップへ戻る', to: '/', primary: true },
    { label: '導入事例を見る', to: '/case/' },
  ],
  [
    'お問い合わせいただきありがとうございます。内容を確認のうえ、2営業日以内に担当者よりご連絡します。',
    '受付完了のメールが届かない場合は、迷惑メールフォルダもご確認ください。',
  ],
);
export const meta = route.meta;
export default route.Thanks;
