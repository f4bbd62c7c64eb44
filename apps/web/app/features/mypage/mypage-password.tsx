import { useNavigate } from 'react-router';
import { PasswordField } from '~/components/form/account-fields';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { MypageScreen } from '~/components/mypage-screen';
import { AuthForm, changePasswordButton } from '~/features/auth/auth-form';
import { fallbackMessages } from '~/lib/fallback-messages';
import { mypageMeta } from '~/lib/mypage-entry';
import { showToast } from '~/lib/toast';
import { changePassword } from './change-password';
import {
  type PasswordChangeForm,
  passwordChangeFormSchema,
  passwordFieldOf,
  passwordFormLabels,
} from './password-form';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/password/');

/** Password change (§7): the current one proves it is the guardian; then back to my page. */
export default function MyPagePassword() {
  const navigate = useNavigate();
  const form = useJapaneseForm(
    passwordChangeFormSchema,
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    passwordFormLabels,
  );
  const { busy, submit } = useFormSubmit(
    form,
    async (values: PasswordChangeForm) => {
      await changePassword(values);
      showToast('パスワードを変更しました。確認のメールをお送りしています。', 'success');
      navigate('/mypage/', { replace: true });
    },
    fallbackMessages.passwordChangeFailed,
    { labels: passwordFormLabels, fieldOf: passwordFieldOf },
  );

  return (
    <MypageScreen
      path="/mypage/password/"
      lead="変更すると、この端末以外ではログアウトされます。次回から新しいパスワードでログインしてください。"
    >
      <div className="card mypage-card mypage-form-card">
        <AuthForm form={form} onValid={submit} busy={busy} {...changePasswordButton}>
          <PasswordField name="oldPassword" label={passwordFormLabels.oldPassword} purpose="current" />
          <PasswordField name="newPassword" label={passwordFormLabels.newPassword} purpose="new" />
          <PasswordField
            name="confirmPassword"
            label={passwordFormLabels.confirmPassword}
            purpose="confirm"
          />
        </AuthForm>
      </div>
    </MypageScreen>
  );
}
