import { type AddSiblingRequest, addSiblingRequestSchema } from '@hibi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '~/components/form/form-alert';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { MypageScreen } from '~/components/mypage-screen';
import { useFamily } from '~/features/family/use-family';
import { sessionAccount } from '~/features/session/session-state';
import { ChildFields } from '~/features/signup/child-fields';
import { type ChosenFacility, FacilityPicker } from '~/features/signup/facility-picker';
import { mypageMeta } from '~/lib/mypage-entry';
import { addSibling } from './sibling-calls';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/children/new/');

const siblingNames = {
  lastName: 'lastName',
  firstName: 'firstName',
  nickname: 'nickname',
  birthday: 'birthday',
};
const labels = { lastName: 'お子さまの姓', firstName: 'お子さまの名', birthday: '生年月日', groupId: '施設' };

/**
 * A brother or sister (decision 0043): their details and facility (the first child's, unless
 * changed), then their photos and the request on the next screen.
 */
export default function AddSiblingPage() {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const { child, group } = useFamily();
  const navigate = useNavigate();
  const queries = useQueryClient();
  // The first child's facility until the 保護者 changes it: most brothers and sisters share one.
  const [changed, setChanged] = useState<ChosenFacility | null | undefined>(undefined);
  const facility =
    changed === undefined && group
      ? { groupId: group.groupId, name: group.name, code: '' }
      : (changed ?? null);
  const form = useJapaneseForm(
    addSiblingRequestSchema,
    {
      lastName: child?.lastName ?? '',
      firstName: '',
      nickname: '',
      birthday: '',
      groupId: '',
    },
    labels,
  );
  // Opened directly or reloaded, the family's children arrive after the first render.
  const familyName = child?.lastName;
  useEffect(() => {
    if (familyName && !form.getFieldState('lastName').isDirty)
      form.resetField('lastName', { defaultValue: familyName });
  }, [familyName, form]);
  const { busy, submit } = useFormSubmit(
    form,
    async (values: AddSiblingRequest) => {
      const { childId } = await addSibling(userId, { ...values, nickname: values.nickname || null });
      await queries.invalidateQueries({ queryKey: ['children'] });
      navigate(`/mypage/children/${childId}/`);
    },
    'お子さまを追加できませんでした。時間をおいて、もう一度お試しください。',
    { labels },
  );

  const choose = (chosen: ChosenFacility | null) => {
    setChanged(chosen);
    form.setValue('groupId', chosen?.groupId ?? '', { shouldValidate: chosen !== null });
  };
  return (
    <MypageScreen
      path="/mypage/children/new/"
      lead="ごきょうだいのお名前と通う園を入力してください。次の画面で写真を選んで、そのまま園の確認をお申し込みいただけます。"
    >
      <FormProvider {...form}>
        <form
          className="card mypage-card auth-form"
          method="post"
          noValidate
          onSubmit={(event) => {
            form.setValue('groupId', facility?.groupId ?? '');
            void form.handleSubmit(submit)(event);
          }}
        >
          <FacilityPicker initialCode={null} chosen={facility} onChosen={choose} />
          <ChildFields names={siblingNames} />
          <FormAlert />
          <SubmitButton busy={busy} busyLabel="追加しています…">
            次へ（写真の登録）
          </SubmitButton>
        </form>
      </FormProvider>
    </MypageScreen>
  );
}
