import { type InputHTMLAttributes, useId } from 'react';
import { useFormContext } from 'react-hook-form';

type TextInputProps = {
  /** The field of the surrounding form (FormProvider). */
  name: string;
  label: string;
  hint?: string;
  /** Shows the 必須 mark; the schema decides what is really required. */
  required?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'>;

/**
 * A labelled input of a React Hook Form form: its hint and its error tied to it with
 * aria-describedby and aria-invalid, so a screen reader reads them with the field.
 */
export function TextInput({ name, label, hint, required, ...input }: TextInputProps) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-required={required || undefined}
        {...input}
        {...register(name)}
      />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
