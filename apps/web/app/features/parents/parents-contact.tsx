import { contactApi } from '@hibi/contract/api';
import { useSearchParams } from 'react-router';
import { ContactForm } from '~/features/contact-form/contact-form';
import { ACCOUNT_CHANGE_TITLE, parentsContactFields } from '~/features/contact-form/form-fields';
import { FormPage } from '~/features/contact-form/form-page';
import { loadParentsContactSchema } from '~/features/contact-form/form-schema-loaders';
import { sessionAccount } from '~/features/session/session-state';
import { metaFor } from '~/lib/seo';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/contact/');

const notes = [
  '内容を確認して、ご入力のメールアドレスへ順番にご返信します（土日祝日を除き、3営業日以内が目安です）。',
  '届いた写真についてのお問い合わせは、撮影日と写真の枚数をお書き添えください。',
  'よくあるご質問は「よくある質問」のページにまとめています。',
];

/**
 * A signed-in guardian's name and address, filled in; from マイページ's 「ご登録内容の変更」
 * (?about=account) the subject too, so changing a name takes one message.
 */
function useInitialValues(): Record<string, string> {
  const account = sessionAccount.use();
  const [params] = useSearchParams();
  const name = [account?.profile.lastName, account?.profile.firstName].filter(Boolean).join(' ');
  return {
    ...(name ? { name } : {}),
    ...(account ? { email: account.user.email } : {}),
    ...(params.get('about') === 'account' ? { title: ACCOUNT_CHANGE_TITLE } : {}),
  };
}

export default function ParentsContact() {
  const initial = useInitialValues();
  return (
    <FormPage
      path="/parents/contact/"
      lead={<p>ご利用方法や料金、届いた写真についてのご質問を受け付けています。</p>}
      notes={notes}
    >
      <ContactForm
        fields={parentsContactFields}
        loadSchema={loadParentsContactSchema}
        initial={initial}
        endpoint={contactApi.parentsContact}
        thanksPath="/parents/contact/thanks/"
      />
    </FormPage>
  );
}
