import { type ProfileUpdate, profileUpdateSchema } from '@hibi/contract';
import { accountApi } from '@hibi/contract/api';
import { TextInput } from '~/components/form/text-input';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { AuthForm } from '~/features/auth/auth-form';
import { apiCall } from '~/features/session/api-client';
import { rememberAccount, sessionAccount } from '~/features/session/session-state';

const labels = { lastName: '姓', firstName: '名' };

/** PUT the guardian's own name; the tab's account shows it at once. */
async function saveName(name: ProfileUpdate) {
  const account = sessionAccount.get();
  if (!account) throw new Error('not signed in');
  const profile = await apiCall(accountApi.updateProfile, {
    params: { userId: account.user.userId },
    body: name,
  });
  rememberAccount({ ...account, profile });
}

/**
 * The guardian's name, as their family and the mails will show it (a 家族 who joined by invitation
 * gives it here first, instead of being shown by their address).
 */
export function NameForm({ submitLabel, onSaved }: { submitLabel: string; onSaved: () => void }) {
  const profile = sessionAccount.use()?.profile;
  const form = useJapaneseForm(
    profileUpdateSchema,
    { lastName: profile?.lastName ?? '', firstName: profile?.firstName ?? '' },
    labels,
  );
  const { busy, submit } = useFormSubmit(
    form,
    async (values: { lastName: string; firstName: string }) => {
      await saveName(values);
      onSaved();
    },
    'お名前を保存できませんでした。時間をおいてもう一度お試しください。',
    { labels },
  );
  return (
    <AuthForm form={form} onValid={submit} busy={busy} submitLabel={submitLabel} busyLabel="保存しています…">
      <TextInput name="lastName" label={labels.lastName} autoComplete="family-name" />
      <TextInput name="firstName" label={labels.firstName} autoComplete="given-name" />
    </AuthForm>
  );
}
