import {
  type NotificationType,
  notificationTypeLabels,
  notificationTypes,
  paidOnlyNotificationTypes,
  type SignupRequestState,
  type UploadTicketResponse,
} from '@hibi/contract';
import { useCallback, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert } from '~/components/form/form-alert';
import { SubmitButton } from '~/components/form/submit-button';
import { TextInput } from '~/components/form/text-input';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { AuthCard } from '~/features/auth/auth-card';
import { storedTemporaryProfile } from '~/features/session/client-storage';
import { sessionAccount } from '~/features/session/session-state';
import { fallbackMessages } from '~/lib/fallback-messages';
import { ChildFields } from './child-fields';
import { type DetailsFormValues, detailsFormSchema, emptyDetails, toSignupRequest } from './details-form';
import { type ChosenFacility, FacilityPicker } from './facility-picker';
import { type Draft, sentDraft } from './sent-draft';
import { sendRequest } from './signup-calls';
import { useSentMailChoices } from './use-sent-mail-choices';

const labels = { groupId: '施設' };
const childNames = {
  lastName: 'childLastName',
  firstName: 'childFirstName',
  nickname: 'childNickname',
  birthday: 'childBirthday',
};

interface DetailsStepProps {
  userId: string;
  /** The invite link's facility code (?facility=…). */
  facilityCode: string | null;
  /** The child's details as sent before (signing in again, another device): the form starts from them. */
  sent: SignupRequestState['child'];
  onTickets: (tickets: UploadTicketResponse[]) => void;
}

/** Step 3 (§4): the guardian, the child, the facility and the mails; answers upload tickets. */
export function DetailsStep({ userId, facilityCode, sent, onTickets }: DetailsStepProps) {
  const profile = sessionAccount.use()?.profile;
  // This tab's draft first, else what was sent (the guardian's name from their profile).
  const [tabDraft] = useState(() => storedTemporaryProfile.read() as Partial<Draft> | null);
  const [draft] = useState(() => tabDraft ?? sentDraft(sent, profile));
  const [facility, setFacility] = useState<ChosenFacility | null>(draft.facility ?? null);
  const form = useJapaneseForm(
    detailsFormSchema,
    { ...emptyDetails, ...draft, groupId: draft.facility?.groupId ?? '' },
    labels,
  );
  const refillMails = useCallback(
    (receives: NotificationType[]) => form.setValue('receives', receives),
    [form],
  );
  useSentMailChoices(!tabDraft && Boolean(sent), refillMails);
  const saveDraft = () => storedTemporaryProfile.write({ ...form.getValues(), facility });
  const { busy, submit } = useFormSubmit(
    form,
    async (values: DetailsFormValues) => {
      onTickets(await sendRequest(userId, toSignupRequest(values)));
    },
    fallbackMessages.registrationFailed,
    { labels },
  );

  const choose = (chosen: ChosenFacility | null) => {
    setFacility(chosen);
    form.setValue('groupId', chosen?.groupId ?? '', { shouldValidate: chosen !== null });
    storedTemporaryProfile.write({ ...form.getValues(), facility: chosen });
  };

  return (
    <AuthCard
      path="/signup/"
      heading="保護者とお子さまの情報"
      lead={<p>園の方が確認できるよう、正しいお名前でご登録ください。</p>}
    >
      <FormProvider {...form}>
        <form
          className="auth-form"
          method="post"
          noValidate
          onChange={saveDraft}
          onSubmit={form.handleSubmit(submit)}
        >
          <FacilityPicker
            initialCode={draft.facility ? null : facilityCode}
            chosen={facility}
            onChosen={choose}
          />
          <fieldset className="fieldset">
            <legend>保護者の方</legend>
            <div className="field-pair">
              <TextInput name="lastName" label="姓" autoComplete="family-name" required />
              <TextInput name="firstName" label="名" autoComplete="given-name" required />
            </div>
          </fieldset>
          <fieldset className="fieldset">
            <legend>お子さま</legend>
            <ChildFields names={childNames} />
          </fieldset>
          <fieldset className="fieldset">
            <legend>受け取るお知らせメール</legend>
            {notificationTypes.map((type) => (
              <label className="check-row" key={type}>
                <input type="checkbox" value={type} {...form.register('receives')} />
                <span>
                  {notificationTypeLabels[type]}
                  {paidOnlyNotificationTypes.includes(type) ? (
                    <span className="chip-paid">有料プラン</span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <FormAlert />
          <SubmitButton busy={busy} busyLabel="送信しています…">
            次へ（顔写真の登録）
          </SubmitButton>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
