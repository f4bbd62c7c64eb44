import { ContactForm } from '~/features/contact-form/contact-form';
import { parentsContactFields } from '~/features/contact-form/form-fields';
import { FormPage } from '~/features/contact-form/form-page';
import { loadContactFormSchema } from '~/features/contact-form/form-schema-loaders';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/contact/');

const notes = [
  '内容を確認して、ご入力のメールアドレスへ順番にご返信します（土日祝日を除き、3営業日以内が目安です）。',
  '届いた写真についてのお問い合わせは、撮影日と写真の枚数をお書き添えください。',
  'よくあるご質問は「よくある質問」のページにまとめています。',
];

export default function ParentsContact() {
  return (
    <FormPage
      path="/parents/contact/"
      lead={<p>ご利用方法や料金、届いた写真についてのご質問を受け付けています。</p>}
      notes={notes}
    >
      <ContactForm
        fields={parentsContactFields}
        loadSchema={loadContactFormSchema}
        endpoint="/api/parents/contact"
        thanksPath="/parents/contact/thanks/"
      />
    </FormPage>
  );
}
