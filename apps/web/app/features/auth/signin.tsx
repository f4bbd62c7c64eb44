import { Link, useNavigate, useSearchParams } from 'react-router';
import { landingAfterSignIn } from '~/features/session/account-routing';
import { signIn } from '~/features/session/session-actions';
import { metaFor } from '~/lib/seo';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

export const meta = metaFor('/signin/');

/** Sign-in (§4, §7): then back to the page the guardian wanted, or where their account stands. */
export default function SignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
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
      <SignInForm
        onSignIn={async (email, password) => {
          const account = await signIn(email, password);
          navigate(landingAfterSignIn(account.user.status, next), { replace: true });
        }}
      />
    </AuthCard>
  );
}
