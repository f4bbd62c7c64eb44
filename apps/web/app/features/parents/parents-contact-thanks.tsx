import { ThanksPage } from '~/features/contact-form/thanks-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/contact/thanks/');

export default function ParentsContactThanks() {
  return (
    <ThanksPage
      path="/parents/contact/thanks/"
      actions={[
        { label: '保護者の方へ戻る', to: '/parents/', primary: true },
        { label: 'よくある質問', to: '/faq/' },
      ]}
    >
      <p>
        お問い合わせいただきありがとうございます。内容を確認して、ご入力のメールアドレスへ順番にご返信します。
      </p>
    </ThanksPage>
  );
}
