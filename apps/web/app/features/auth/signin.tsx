import { Link } from 'react-router';
import { landingAfterSignIn } from '~/features/session/account-routing';
import { signIn } from '~/features/session/session-actions';
import { metaFor } from '~/lib/seo';
import { AuthCard } from './auth-card';
import { SignInForm, useNextParam } from './sign-in-form';

export const meta = metaFor('/signin/');

/** Sign-in (§4, §7): then back to the page the guardian wanted, or where their account stands. */
export default function SignIn() {
  const next = useNextParam();
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
          return landingAfterSignIn(account.user.status, next);
        }}
      />
    </AuthCard>
  );
}
