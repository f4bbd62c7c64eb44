import { loginRequestSchema } from '@hibi/contract';
import { useForm } from 'react-hook-form';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { TextInput } from '~/components/form/text-input';
import { useSubmit } from '~/components/form/use-submit';
import { fallbackMessages } from '~/lib/fallback-messages';
import { AuthForm } from './auth-form';

interface SignInFormProps {
  /** Signs in and goes on; a rejection shows its message (or the §8 fallback) as a toast. */
  onSignIn: (email: string, password: string) => Promise<void>;
}

/** The email and password form of the guardians' and the console's sign-in screens. */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const form = useForm({
    resolver: japaneseResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { busy, submit } = useSubmit(
    (values: { email: string; password: string }) => onSignIn(values.email, values.password),
    fallbackMessages.loginFailed,
  );

  return (
    <AuthForm form={form} onValid={submit} busy={busy} submitLabel="ログイン" busyLabel="ログインしています…">
      <TextInput name="email" label="メールアドレス" type="email" autoComplete="username" inputMode="email" />
      <TextInput name="password" label="パスワード" type="password" autoComplete="current-password" />
    </AuthForm>
  );
}
