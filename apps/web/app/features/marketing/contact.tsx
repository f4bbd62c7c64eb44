import { contactApi } from '@hibi/contract/api';
import { Link } from 'react-router';
import { ContactForm } from '~/features/contact-form/contact-form';
import { facilityContactFields } from '~/features/contact-form/form-fields';
import { FormPage } from '~/features/contact-form/form-page';
import { loadContactFormSchema } from '~/features/contact-form/form-schema-loaders';
import { metaFor } from '~/lib/seo';

export const meta = metaFor('/contact/');

const notes = [
  '内容を確認のうえ、2営業日以内に担当者からメールまたはお電話でご連絡します。',
  'ご入力のメールアドレスに、受付完了のメールをお送りします。',
  '保護者の方は「保護者の方のお問い合わせ」からご連絡ください。',
];

/** Server-rendered (specification §2): the form is in the HTML and starts working on hydration. */
export default function Contact() {
  return (
    <FormPage
      path="/contact/"
      lead={
        <p>
          ひびフォトの導入をご検討中の園・施設の方、資料をご希望の方は、こちらからお問い合わせください。
          <Link to="/parents/contact/">保護者の方のお問い合わせはこちら</Link>
        </p>
      }
      notes={notes}
    >
      <ContactForm
        fields={facilityContactFields}
        loadSchema={loadContactFormSchema}
        endpoint={contactApi.contact}
        thanksPath="/contact/thanks/"
      />
    </FormPage>
  );
}
