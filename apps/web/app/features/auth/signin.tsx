import { loginRequestSchema } from '@hibi/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { TextInput } from '~/components/form/text-input';
import { useSubmit } from '~/components/form/use-submit';
import { landingAfterSignIn } from '~/features/session/account-routing';
import { signIn } from '~/features/session/session-actions';
import { fallbackMessages } from '~/lib/fallback-messages';
import { metaFor } from '~/lib/seo';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

export const meta = metaFor('/signin/');

/** Sign-in (§4, §7): then back to the page the guardian wanted, or where their account stands. */
export default function SignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const form = useForm({
    resolver: japaneseResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { busy, submit } = useSubmit(async (values: { email: string; password: string }) => {
    const account = await signIn(values.email, values.password);
    navigate(landingAfterSignIn(account.user.status, next), { replace: true });
  }, fallbackMessages.loginFailed);

  return (
    <AuthCard
      path="/signin/"
      lead={
        next ? (
          <p className="auth-notice">
            続けるには、ログインしてください。ログイン後、開いていたページに戻ります。
          </p>
        ) : (
          <p>ご登録のメールアドレスとパスワードを入力してください。</p>
        )
      }
      footer={
        <>
          <Link to="/recovery/">パスワードをお忘れの方</Link>
          <Link to="/signup/">はじめての方は新規登録</Link>
        </>
      }
    >
      <AuthForm
        form={form}
        onValid={submit}
        busy={busy}
        submitLabel="ログイン"
        busyLabel="ログインしています…"
      >
        <TextInput
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <TextInput name="password" label="パスワード" type="password" autoComplete="current-password" />
      </AuthForm>
    </AuthCard>
  );
}
