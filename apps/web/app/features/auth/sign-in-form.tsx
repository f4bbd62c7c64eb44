import { loginRequestSchema } from '@hibi/contract';
import { EmailField, PasswordField } from '~/components/form/account-fields';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { fallbackMessages } from '~/lib/fallback-messages';
import { AuthForm } from './auth-form';

interface SignInFormProps {
  /** Signs in and goes on; a rejection shows its message (or the §8 fallback) above the button. */
  onSignIn: (email: string, password: string) => Promise<void>;
}

/** The email and password form of the guardians' and the console's sign-in screens. */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const form = useJapaneseForm(loginRequestSchema, { email: '', password: '' });
  const { busy, submit } = useFormSubmit(
    form,
    (values: { email: string; password: string }) => onSignIn(values.email, values.password),
    fallbackMessages.loginFailed,
  );

  return (
    <AuthForm form={form} onValid={submit} busy={busy} submitLabel="ログイン" busyLabel="ログインしています…">
      <EmailField purpose="username" />
      <PasswordField name="password" label="パスワード" purpose="current" />
    </AuthForm>
  );
}
