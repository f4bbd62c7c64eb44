import { acceptInvitationRequestSchema } from '@hibi/contract';
import { adminStaffApi } from '@hibi/contract/api';
import { useNavigate, useSearchParams } from 'react-router';
import { TextInput } from '~/components/form/text-input';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { useSubmit } from '~/components/form/use-submit';
import { AuthForm } from '~/features/auth/auth-form';
import { AdminAuthCard } from '../admin-auth-card';
import { adminMeta } from '../admin-entry';
import { adminCall } from '../session/admin-request';
import { startAdminSession } from '../session/admin-session';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = adminMeta('/admin/invite/');

/** The invitation mail's link: set a password, be signed in, start at the approval queue. */
export default function InviteAcceptPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useJapaneseForm(acceptInvitationRequestSchema, { token, password: '' });
  const { busy, submit } = useSubmit(async (values: { token: string; password: string }) => {
    const answer = await adminCall(
      adminStaffApi.acceptInvitation,
      { body: values },
      { handleFailures: false },
    );
    await startAdminSession(answer);
    navigate('/admin/approvals/', { replace: true });
  }, '登録できませんでした。時間をおいてもう一度お試しください。');

  return (
    <AdminAuthCard path="/admin/invite/">
      {token ? (
        <>
          <p className="admin-lead">
            管理画面で使うパスワードを決めてください。設定するとそのままログインします。
          </p>
          <AuthForm
            form={form}
            onValid={submit}
            busy={busy}
            submitLabel="パスワードを設定する"
            busyLabel="設定しています…"
          >
            <TextInput
              name="password"
              label="パスワード"
              type="password"
              autoComplete="new-password"
              hint="8文字以上72文字以内で、英字と数字をどちらも含めてください。"
            />
          </AuthForm>
        </>
      ) : (
        <p className="admin-lead" role="alert">
          招待リンクが正しくありません。招待メールのリンクをもう一度開いてください。
        </p>
      )}
    </AdminAuthCard>
  );
}
