import { tokyoDate } from '@hibi/domain';
import { TextInput } from '~/components/form/text-input';

/** The form's field names for the child (the sign-up's are prefixed, a sibling's are not). */
export interface ChildFieldNames {
  lastName: string;
  firstName: string;
  nickname: string;
  birthday: string;
}

/** A child's name, nickname and birthday: the sign-up's and a brother's or sister's (decision 0043). */
export function ChildFields({ names }: { names: ChildFieldNames }) {
  return (
    <>
      <div className="field-pair">
        <TextInput name={names.lastName} label="姓" autoComplete="off" required />
        <TextInput name={names.firstName} label="名" autoComplete="off" required />
      </div>
      <TextInput
        name={names.nickname}
        label="ニックネーム（任意）"
        autoComplete="off"
        hint="園で呼ばれている名前があればご記入ください。"
      />
      <TextInput name={names.birthday} label="生年月日" type="date" max={tokyoDate(Date.now())} required />
    </>
  );
}
