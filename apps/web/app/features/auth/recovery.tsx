import { Link } from 'react-router';
import { TextField } from '~/components/text-field';
import { metaFor } from '~/lib/seo';
import { AuthCard } from './auth-card';

export const meta = metaFor('/recovery/');

export default function Recovery() {
  return (
    <AuthCard
      path="/recovery/"
      lead="ご登録のメールアドレスに、パスワード再設定用の確認コードをお送りします。"
      submitLabel="確認コードを送る"
      footer={<Link to="/signin/">ログイン画面に戻る</Link>}
    >
      <TextField
        label="メールアドレス"
        name="email"
        type="email"
        autoComplete="username"
        hint="確認コードの有効期限は30分です。"
        required
      />
    </AuthCard>
  );
}
