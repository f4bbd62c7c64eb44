import { contactApi } from '@hibi/contract/api';
import { ContactForm } from '~/features/contact-form/contact-form';
import { PARENTS_REQUEST_TITLE, parentsRequestFields } from '~/features/contact-form/form-fields';
import { FormPage } from '~/features/contact-form/form-page';
import { loadParentsRequestSchema } from '~/features/contact-form/form-schema-loaders';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/request/');

const notes = [
  'いただいたリクエストをもとに、ひびフォトから園へご案内します。導入を決めるのは園です。',
  '園のご事情によっては、ご案内や導入の検討にお時間をいただくことがあります。',
  '園へのご案内の状況は、ご入力のメールアドレスにお知らせします。',
];

export default function ParentsRequest() {
  return (
    <FormPage
      path="/parents/request/"
      lead={
        <p>
          お子さまの通う園でひびフォトを使ってみたいと思ったら、園の名前を添えてリクエストをお送りください。ひびフォトから園へご案内します。
        </p>
      }
      notes={notes}
    >
      <ContactForm
        fields={parentsRequestFields}
        loadSchema={loadParentsRequestSchema}
        endpoint={contactApi.parentsRequest}
        thanksPath="/parents/request/thanks/"
        fixed={{ title: PARENTS_REQUEST_TITLE }}
        submitLabel="リクエストを送る"
      />
    </FormPage>
  );
}
