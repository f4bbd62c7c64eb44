import { loginRequestSchema } from '@hibi/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { EmailField, PasswordField } from '~/components/form/account-fields';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { fallbackMessages } from '~/lib/fallback-messages';
import { AuthForm } from './auth-form';

interface SignInFormProps {
  /**
   * Signs in and says where to go then (in place of the sign-in page, so Back does not return to
   * it); a rejection shows its message (or the §8 fallback) above the button.
   */
  onSignIn: (email: string, password: string) => Promise<string>;
}

/** The page a sign-in screen was sent from (?next=), to go back to once signed in. */
export function useNextParam(): string | null {
  return useSearchParams()[0].get('next');
}

/** The email and password form of the guardians' and the console's sign-in screens. */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const navigate = useNavigate();
  const form = useJapaneseForm(loginRequestSchema, { email: '', password: '' });
  const { busy, submit } = useFormSubmit(
    form,
    async (values: { email: string; password: string }) => {
      navigate(await onSignIn(values.email, values.password), { replace: true });
    },
    fallbackMessages.loginFailed,
  );

  return (
    <AuthForm form={form} onValid={submit} busy={busy} submitLabel="ログイン" busyLabel="ログインしています…">
      <EmailField purpose="username" />
      <PasswordField name="password" label="パスワード" purpose="current" />
    </AuthForm>
  );
}
