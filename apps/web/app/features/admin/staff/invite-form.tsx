import { type StaffInvitationRequest, staffInvitationRequestSchema } from '@hibi/contract';
import { FormProvider } from 'react-hook-form';
import { SubmitButton } from '~/components/form/submit-button';
import { TextInput } from '~/components/form/text-input';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { useSubmit } from '~/components/form/use-submit';
import { CarrierNotice } from '~/features/mail-guidance/carrier-notice';
import { showToast } from '~/lib/toast';
import { useFacilities } from '../facilities/facility-calls';
import { inviteStaff } from './staff-calls';

const empty: StaffInvitationRequest = { email: '', name: '', role: 'facility_staff', facilityId: '' };

/** Operators invite a staff member: the mail's link lets them set a password (7 days, once). */
export function InviteForm() {
  const facilities = useFacilities();
  const form = useJapaneseForm(staffInvitationRequestSchema, empty, { name: '氏名' });
  const role = form.watch('role');
  const email = form.watch('email');
  const { busy, submit } = useSubmit(async (values: StaffInvitationRequest) => {
    await inviteStaff(values.role === 'operator' ? { ...values, facilityId: undefined } : values);
    showToast(`${values.email} に招待メールを送りました。`, 'success');
    form.reset(empty);
  }, '招待できませんでした。時間をおいてもう一度お試しください。');
  const facilityError = form.formState.errors.facilityId?.message;

  return (
    <FormProvider {...form}>
      <form
        className="admin-form admin-invite"
        method="post"
        noValidate
        onSubmit={form.handleSubmit((values) => submit(values))}
      >
        <h2 className="admin-subtitle">スタッフを招待する</h2>
        <div className="admin-form-row">
          <TextInput name="name" label="氏名" required autoComplete="off" />
          <TextInput name="email" label="メールアドレス" type="email" required autoComplete="off" />
        </div>
        <CarrierNotice
          email={email}
          lead={(carrier) =>
            `${carrier}のアドレスです。招待メールが届くよう、ご本人に次の設定をお願いしてください。`
          }
        />
        <div className="admin-form-row">
          <div className="field">
            <label className="field-label" htmlFor="invite-role">
              権限
            </label>
            <select className="field-input" id="invite-role" {...form.register('role')}>
              <option value="facility_staff">園のスタッフ（1施設）</option>
              <option value="operator">運営スタッフ（すべての施設）</option>
            </select>
          </div>
          {role === 'facility_staff' ? (
            <div className={facilityError ? 'field field-has-error' : 'field'}>
              <label className="field-label" htmlFor="invite-facility">
                施設
              </label>
              <select
                className="field-input"
                id="invite-facility"
                aria-invalid={facilityError ? true : undefined}
                aria-describedby={facilityError ? 'invite-facility-error' : undefined}
                {...form.register('facilityId', { setValueAs: (value: string) => value || undefined })}
              >
                <option value="">選んでください</option>
                {facilities.data?.facilities.map((facility) => (
                  <option key={facility.id} value={facility.id}>
                    {facility.name}
                  </option>
                ))}
              </select>
              {facilityError ? (
                <p className="field-error" id="invite-facility-error">
                  {facilityError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <SubmitButton busy={busy} busyLabel="送信しています…">
          招待メールを送る
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
