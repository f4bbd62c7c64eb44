import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessages, fieldMessageIds } from './field-messages';

type TextInputProps = {
  /** The field of the surrounding form (FormProvider). */
  name: string;
  label: string;
  hint?: string;
  /** Shows the 必須 mark; the schema decides what is really required. */
  required?: boolean;
  /** Registers the value as a number (type="number" fields of numeric schema fields). */
  valueAsNumber?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'>;

/**
 * A labelled input of a React Hook Form form: its hint and its error tied to it with
 * aria-describedby and aria-invalid, so a screen reader reads them with the field.
 */
export function TextInput({ name, label, hint, required, valueAsNumber, ...input }: TextInputProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const { describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div className={error ? 'field field-has-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <span className="field-required">必須</span> : null}
      </label>
      <input
        className="field-input"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
        {...register(name, valueAsNumber ? { valueAsNumber } : undefined)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
