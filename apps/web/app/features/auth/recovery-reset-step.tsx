import { passwordResetRequestSchema } from '@hibi/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CodeField, PasswordField } from '~/components/form/account-fields';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { CarrierNotice } from '~/features/mail-guidance/carrier-notice';
import { CodeHelp } from '~/features/mail-guidance/code-help';
import { storedResetEmail } from '~/features/session/client-storage';
import { ApiError } from '~/lib/api-error';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { AuthCard } from './auth-card';
import { AuthForm, changePasswordButton } from './auth-form';
import { resetPassword } from './recovery-calls';

const schema = passwordResetRequestSchema.omit({ email: true });

/** A 400 naming no field: the code was wrong, ran out or was tried too often. */
const codeRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

interface ResetStepProps {
  email: string;
  onStartOver: () => void;
  footer: ReactNode;
}

/** The mailed code and the new password; on success the stored address is cleared (§4). */
export function ResetStep({ email, onStartOver, footer }: ResetStepProps) {
  const navigate = useNavigate();
  const form = useJapaneseForm(schema, { code: '', newPassword: '' });
  const { busy, submit } = useFormSubmit(
    form,
    async (values: { code: string; newPassword: string }) => {
      await resetPassword({ email, ...values });
      storedResetEmail.clear();
      showToast('パスワードを変更しました。新しいパスワードでログインしてください。', 'success');
      navigate('/signin/', { replace: true });
    },
    fallbackMessages.passwordChangeFailed,
    // The password's rule is checked here first: a refusal that names no field is the code's.
    { fieldOf: (error, message) => (codeRefused(error) ? { name: 'code', message } : null) },
  );
  return (
    <AuthCard
      path="/recovery/"
      heading="新しいパスワードの設定"
      lead={
        <>
          <p>
            <strong className="mail-address">{email}</strong>{' '}
            にお送りした6桁の認証コードと、新しいパスワードを入力してください。
          </p>
          <CarrierNotice email={email} />
        </>
      }
      footer={
        <>
          <CodeHelp email={email} />
          <button className="link-button" type="button" onClick={onStartOver}>
            メールアドレスを入力し直す・コードを再送する
          </button>
          {footer}
        </>
      }
    >
      <AuthForm form={form} onValid={submit} busy={busy} {...changePasswordButton}>
        <CodeField />
        <PasswordField name="newPassword" label="新しいパスワード" purpose="new" />
      </AuthForm>
    </AuthCard>
  );
}
