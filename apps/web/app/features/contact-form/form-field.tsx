import type { ChangeEvent, FocusEvent } from 'react';
import { FieldMessages, fieldMessageIds } from '~/components/form/field-messages';
import type { FieldSpec } from './form-fields';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FormFieldProps {
  spec: FieldSpec;
  /** Prefix of the ids, unique per form (useId). */
  idPrefix: string;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

/**
 * One labelled field with its hint and its error. The error is linked with aria-describedby and
 * aria-invalid, so a screen reader reads it with the field.
 */
export function FormField({ spec, idPrefix, value, error, onChange, onBlur }: FormFieldProps) {
  const id = `${idPrefix}-${spec.name}`;
  const { describedBy } = fieldMessageIds(id, spec.hint, error);
  const common = {
    id,
    name: spec.name,
    value,
    required: !spec.optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field-input',
    onChange: (event: ChangeEvent<FieldElement>) => onChange(spec.name, event.target.value),
    onBlur: (_event: FocusEvent<FieldElement>) => onBlur(spec.name),
  };
  return (
    <div className={error ? 'field field-has-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {spec.label}
        {spec.optional ? (
          <span className="field-optional">任意</span>
        ) : (
          <span className="field-required">必須</span>
        )}
      </label>
      {spec.kind === 'textarea' ? (
        <textarea {...common} rows={6} placeholder={spec.placeholder} />
      ) : spec.kind === 'select' ? (
        <select {...common}>
          <option value="">選択してください</option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={spec.kind} autoComplete={spec.autoComplete} placeholder={spec.placeholder} />
      )}
      <FieldMessages id={id} hint={spec.hint} error={error} />
    </div>
  );
}
