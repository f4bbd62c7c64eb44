import { ThanksPage } from '~/features/contact-form/thanks-page';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/request/thanks/');

export default function ParentsRequestThanks() {
  return (
    <ThanksPage
      path="/parents/request/thanks/"
      actions={[
        { label: '保護者の方へ戻る', to: '/parents/', primary: true },
        { label: 'サンプルを見る', to: '/sample/' },
      ]}
    >
      <p>
        リクエストをお送りいただきありがとうございます。ひびフォトから園へのご案内を進め、その状況をメールでお知らせします。
      </p>
    </ThanksPage>
  );
}
