import { passwordRule } from '@hibi/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { TextInput } from '~/components/form/text-input';
import { useSubmit } from '~/components/form/use-submit';
import { AuthForm } from '~/features/auth/auth-form';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { changePassword } from './change-password';
import { mypageMeta } from './mypage-entry';
import { MypageScreen } from './mypage-screen';
import { type PasswordChangeForm, passwordChangeFormSchema, passwordFormLabels } from './password-form';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = mypageMeta('/mypage/password/');

/** Password change (§7): the current one proves it is the guardian; then back to my page. */
export default function MyPagePassword() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: japaneseResolver(passwordChangeFormSchema, passwordFormLabels),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { busy, submit } = useSubmit(async (values: PasswordChangeForm) => {
    await changePassword(values);
    showToast('パスワードを変更しました。確認のメールをお送りしています。', 'success');
    navigate('/mypage/', { replace: true });
  }, fallbackMessages.passwordChangeFailed);

  return (
    <MypageScreen
      path="/mypage/password/"
      lead="変更すると、この端末以外ではログアウトされます。次回から新しいパスワードでログインしてください。"
    >
      <div className="card mypage-card mypage-form-card">
        <AuthForm
          form={form}
          onValid={submit}
          busy={busy}
          submitLabel="パスワードを変更する"
          busyLabel="変更しています…"
        >
          <TextInput
            name="oldPassword"
            label={passwordFormLabels.oldPassword}
            type="password"
            autoComplete="current-password"
          />
          <TextInput
            name="newPassword"
            label={passwordFormLabels.newPassword}
            hint={passwordRule}
            type="password"
            autoComplete="new-password"
          />
          <TextInput
            name="confirmPassword"
            label={passwordFormLabels.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
        </AuthForm>
      </div>
    </MypageScreen>
  );
}
