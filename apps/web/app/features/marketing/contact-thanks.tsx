import { ThanksPage } from '~/features/contact-form/thanks-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/contact/thanks/');

export default function ContactThanks() {
  return (
    <ThanksPage
      path="/contact/thanks/"
      actions={[
        { label: 'トップへ戻る', to: '/', primary: true },
        { label: '導入事例を見る', to: '/case/' },
      ]}
    >
      <p>お問い合わせいただきありがとうございます。内容を確認のうえ、2営業日以内に担当者よりご連絡します。</p>
      <p>受付完了のメールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
    </ThanksPage>
  );
}
