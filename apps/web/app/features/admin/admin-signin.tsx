import { SignInForm, useNextParam } from '~/features/auth/sign-in-form';
import { AdminAuthCard } from './admin-auth-card';
import { adminMeta } from './admin-entry';
import { adminSignIn } from './session/admin-session';
import { adminLanding } from './session/admin-transport-rules';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = adminMeta('/admin/signin/');

/** The console's sign-in, apart from the guardians': then back to the page asked for. */
export default function AdminSignIn() {
  const next = useNextParam();
  return (
    <AdminAuthCard path="/admin/signin/">
      <p className="admin-lead">
        {next
          ? '続けるには、ログインしてください。ログイン後、開いていたページに戻ります。'
          : '運営スタッフ・園のスタッフの方は、メールアドレスとパスワードでログインしてください。'}
      </p>
      <SignInForm
        onSignIn={async (email, password) => {
          await adminSignIn(email, password);
          return adminLanding(next);
        }}
      />
    </AdminAuthCard>
  );
}
