import { loginRequestSchema } from '@hibi/contract';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { TextInput } from '~/components/form/text-input';
import { useSubmit } from '~/components/form/use-submit';
import { AuthForm } from '~/features/auth/auth-form';
import { fallbackMessages } from '~/lib/fallback-messages';
import { AdminAuthCard } from './admin-auth-card';
import { adminMeta } from './admin-entry';
import { adminSignIn } from './session/admin-session';
import { adminLanding } from './session/admin-transport-rules';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = adminMeta('/admin/signin/');

/** The console's sign-in, apart from the guardians': then back to the page asked for. */
export default function AdminSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const form = useForm({
    resolver: japaneseResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { busy, submit } = useSubmit(async (values: { email: string; password: string }) => {
    await adminSignIn(values.email, values.password);
    navigate(adminLanding(next), { replace: true });
  }, fallbackMessages.loginFailed);

  return (
    <AdminAuthCard path="/admin/signin/">
      <p className="admin-lead">
        {next
          ? '続けるには、ログインしてください。ログイン後、開いていたページに戻ります。'
          : '運営スタッフ・園のスタッフの方は、メールアドレスとパスワードでログインしてください。'}
      </p>
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
    </AdminAuthCard>
  );
}
