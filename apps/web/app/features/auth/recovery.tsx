import { passwordInitRequestSchema } from '@hibi/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '~/components/form/account-fields';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { storedResetEmail } from '~/features/session/client-storage';
import { fallbackMessages } from '~/lib/fallback-messages';
import { metaFor } from '~/lib/seo';
import { showToast } from '~/lib/toast';
import { useHydrated } from '~/lib/use-hydrated';
import { AuthCard } from './auth-card';
import { AuthForm, sendCodeButton } from './auth-form';
import { requestResetCode } from './recovery-calls';
import { ResetStep } from './recovery-reset-step';

export const meta = metaFor('/recovery/');

const backToSignIn = <Link to="/signin/">ログイン画面に戻る</Link>;

/**
 * Password recovery (§4): the address, then the mailed code with the new password. The address
 * is kept in the tab while the guardian fetches the mail, so a reload continues at the code.
 */
export default function Recovery() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState<string | null>(null);
  const current = email ?? (hydrated ? storedResetEmail.read() : null);

  if (current) {
    return (
      <ResetStep
        email={current}
        onStartOver={() => {
          storedResetEmail.clear();
          setEmail('');
        }}
        footer={backToSignIn}
      />
    );
  }
  return (
    <RequestStep
      onSent={(address) => {
        storedResetEmail.write(address);
        setEmail(address);
      }}
    />
  );
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const form = useJapaneseForm(passwordInitRequestSchema, { email: '' });
  const { busy, submit } = useFormSubmit(
    form,
    async ({ email }: { email: string }) => {
      await requestResetCode(email);
      showToast('認証コードをお送りしました。メールをご確認ください。', 'success');
      onSent(email);
    },
    fallbackMessages.passwordResetRequestFailed,
  );
  return (
    <AuthCard
      path="/recovery/"
      lead={<p>ご登録のメールアドレスに、パスワード再設定用の認証コードをお送りします。</p>}
      footer={backToSignIn}
    >
      <AuthForm form={form} onValid={submit} busy={busy} {...sendCodeButton}>
        <EmailField purpose="username" hint="認証コードの有効期限は30分です。" />
      </AuthForm>
    </AuthCard>
  );
}
