import { signupAuthRequestSchema } from '@hibi/contract';
import { CodeField } from '~/components/form/account-fields';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { AuthCard } from '~/features/auth/auth-card';
import { AuthForm } from '~/features/auth/auth-form';
import { recordSignupConsents } from '~/features/consents/signup-consents';
import { CarrierNotice } from '~/features/mail-guidance/carrier-notice';
import { CodeHelp } from '~/features/mail-guidance/code-help';
import { storedSignupEmail } from '~/features/session/client-storage';
import { startSession } from '~/features/session/session-actions';
import { fallbackMessages } from '~/lib/fallback-messages';
import type { StaticPath } from '~/route-catalogue';
import { ResendCode } from './resend-code';
import { verifyCode } from './signup-calls';

const schema = signupAuthRequestSchema.pick({ code: true });

interface CodeStepProps {
  email: string;
  onVerified: () => void;
  onStartOver: () => void;
  /** An invitation's page: its own call, which joins the family (decision 0038). */
  path?: StaticPath;
  verify?: (email: string, code: string) => Promise<string>;
}

/** Step 2 (§4): the mailed code proves the address and signs the guardian in. */
export function CodeStep({
  email,
  onVerified,
  onStartOver,
  path = '/signup/',
  verify = verifyCode,
}: CodeStepProps) {
  const form = useJapaneseForm(schema, { code: '' });
  const { busy, submit } = useFormSubmit(
    form,
    async ({ code }: { code: string }) => {
      const account = await startSession(await verify(email, code));
      await recordSignupConsents(account.user.userId);
      storedSignupEmail.clear();
      onVerified();
    },
    fallbackMessages.verificationFailed,
    // A wrong code is marked on its field, where the eye is, and the field is ready to type again.
    { fieldOf: (_error, message) => ({ name: 'code', message }) },
  );

  return (
    <AuthCard
      path={path}
      heading="メールアドレスの確認"
      lead={
        <>
          <p>
            <strong className="mail-address">{email}</strong>{' '}
            に6桁の認証コードをお送りしました。メールに記載のコードを入力してください（有効期限は30分です）。
          </p>
          <CarrierNotice email={email} />
        </>
      }
      footer={
        <>
          <CodeHelp email={email} />
          <ResendCode email={email} />
          <button className="link-button" type="button" onClick={onStartOver}>
            アドレスを間違えた（最初からやり直す）
          </button>
        </>
      }
    >
      <AuthForm form={form} onValid={submit} busy={busy} submitLabel="確認する" busyLabel="確認しています…">
        <CodeField required />
      </AuthForm>
    </AuthCard>
  );
}
