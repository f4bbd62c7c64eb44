import { Building2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldMessages, fieldMessageIds } from '~/components/form/field-messages';
import { messageOf } from '~/lib/api-error';
import { findFacility } from './signup-calls';

const facilityCodeHint = '園からのお知らせ（QRコードやリンク）に記載の施設コードです。';

export interface ChosenFacility {
  groupId: string;
  name: string;
  code: string;
}

interface FacilityPickerProps {
  /** The code of the invite link or QR code (?facility=…), looked up at once. */
  initialCode: string | null;
  chosen: ChosenFacility | null;
  onChosen: (facility: ChosenFacility | null) => void;
}

/**
 * The facility, from the code the nursery hands out (DESIGN.md §6): typed, or carried by the
 * invite link. The guardian sees the facility's name before sending; nobody types an internal id.
 * It is the form's `groupId` field: its error shows here, and the focus comes here for it.
 */
export function FacilityPicker({ initialCode, chosen, onChosen }: FacilityPickerProps) {
  const id = useId();
  const { field, fieldState } = useController({ name: 'groupId' });
  const error = fieldState.error?.message;
  const [code, setCode] = useState(initialCode ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const lookUp = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setProblem('施設コードを入力してください。');
      return;
    }
    setLooking(true);
    setProblem(null);
    try {
      const facility = await findFacility(trimmed);
      onChosen({ groupId: facility.groupId, name: facility.name, code: trimmed });
    } catch (failure) {
      setProblem(
        messageOf(failure, '施設コードを確認できませんでした。時間をおいてもう一度お試しください。'),
      );
    } finally {
      setLooking(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the invite link's code is looked up once, on arrival
  useEffect(() => {
    if (initialCode && !chosen) void lookUp(initialCode);
  }, []);

  if (chosen) {
    const { describedBy } = fieldMessageIds(id, undefined, error);
    return (
      <div className={error ? 'field field-has-error' : 'field'}>
        <p className="field-label">施設</p>
        <div className="facility-chosen">
          <Building2 aria-hidden="true" size={22} />
          <p>
            <strong>{chosen.name}</strong>
            {chosen.code ? <span className="facility-code">施設コード：{chosen.code}</span> : null}
          </p>
          <button
            ref={field.ref}
            className="link-button"
            type="button"
            aria-describedby={describedBy}
            onClick={() => onChosen(null)}
          >
            変更する
          </button>
        </div>
        <FieldMessages id={id} error={error} />
      </div>
    );
  }
  const message = problem ?? error;
  const { describedBy } = fieldMessageIds(id, facilityCodeHint, message);
  return (
    <div className={message ? 'field field-has-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        施設コード<span className="field-required">必須</span>
      </label>
      <div className="facility-lookup">
        <input
          ref={field.ref}
          id={id}
          className="field-input"
          value={code}
          autoComplete="off"
          autoCapitalize="none"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void lookUp(code);
            }
          }}
        />
        <button className="button" type="button" onClick={() => void lookUp(code)} disabled={looking}>
          {looking ? '確認中…' : '確認'}
        </button>
      </div>
      <FieldMessages id={id} hint={facilityCodeHint} error={message} />
    </div>
  );
}
