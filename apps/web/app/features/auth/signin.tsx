import { Link } from 'react-router';
import { TextField } from '~/components/text-field';
import { metaFor } from '~/lib/seo';
import { AuthCard } from './auth-card';

export const meta = metaFor('/signin/');

export default function SignIn() {
  return (
    <AuthCard
      path="/signin/"
      lead="ご登録のメールアドレスとパスワードを入力してください。"
      submitLabel="ログイン"
      footer={
        <>
          <Link to="/recovery/">パスワードをお忘れの方</Link>
          <Link to="/signup/">はじめての方は新規登録</Link>
        </>
      }
    >
      <TextField label="メールアドレス" name="email" type="email" autoComplete="username" required />
      <TextField
        label="パスワード"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
    </AuthCard>
  );
}
