import { type AdminFacility, type FacilityInput, facilityInputSchema } from '@hibi/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { SubmitButton } from '~/components/form/submit-button';
import { TextInput } from '~/components/form/text-input';
import { useSubmit } from '~/components/form/use-submit';
import { ClassListField } from './class-list-field';

const labels = { name: '施設名', code: '施設コード' };

/** The form's starting values: the facility as it is, or a new one with the usual price and trial. */
export function facilityFormValues(facility?: AdminFacility): FacilityInput {
  if (!facility) {
    return {
      name: '',
      code: '',
      classes: [],
      subscriptionUnitPrice: 1480,
      hasFreeTrial: true,
      freeTrialDays: 14,
    };
  }
  const { name, code, subscriptionUnitPrice, hasFreeTrial, freeTrialDays } = facility;
  const classes = facility.classes.map(({ id, name: className }) => ({ id, name: className }));
  return { name, code, classes, subscriptionUnitPrice, hasFreeTrial, freeTrialDays };
}

interface FacilityFormProps {
  initial: FacilityInput;
  /** Classes that still have children: their delete button explains why it is refused. */
  occupied?: ReadonlyMap<string, number>;
  submitLabel: string;
  onSave: (input: FacilityInput) => Promise<void>;
}

/** Create and edit: checked on the contract's schema, then sent; the server's 409s show as a toast. */
export function FacilityForm({ initial, occupied = new Map(), submitLabel, onSave }: FacilityFormProps) {
  // Checked on submit rather than on blur: a blur's check still running when 「クラスを追加」 is
  // pressed would put the class list back as it was, losing the added line.
  const form = useForm({
    resolver: japaneseResolver(facilityInputSchema, labels),
    mode: 'onSubmit',
    defaultValues: initial,
  });
  const { busy, submit } = useSubmit(onSave, '保存できませんでした。時間をおいてもう一度お試しください。');
  const hasFreeTrial = form.watch('hasFreeTrial');
  return (
    <FormProvider {...form}>
      <form
        className="admin-form"
        method="post"
        noValidate
        onSubmit={form.handleSubmit((values) => submit(values))}
      >
        <TextInput name="name" label="施設名" required autoComplete="off" />
        <TextInput
          name="code"
          label="施設コード"
          required
          autoComplete="off"
          hint="保護者が新規登録で入力するコードです（英字・数字・ハイフン）。"
        />
        <div className="admin-form-row">
          <TextInput
            name="subscriptionUnitPrice"
            label="月額料金（円・税込）"
            type="number"
            min={0}
            valueAsNumber
          />
          <TextInput
            name="freeTrialDays"
            label="無料体験の日数"
            type="number"
            min={0}
            valueAsNumber
            disabled={!hasFreeTrial}
          />
        </div>
        <label className="admin-check">
          <input type="checkbox" {...form.register('hasFreeTrial')} />
          承認後に無料体験を付ける
        </label>
        <ClassListField occupied={occupied} />
        <SubmitButton busy={busy} busyLabel="保存しています…">
          {submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
