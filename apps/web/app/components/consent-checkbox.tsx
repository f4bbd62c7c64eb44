import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldMessages, fieldMessageIds } from './form/field-messages';

type ConsentCheckboxProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  /** React 19 passes ref as a prop, so React Hook Form's {...register('x')} reaches the input. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A consent checkbox (the privacy policy, the terms). The whole row is the label, at least 44 px
 * high, so a thumb hits it; the error is tied to the input like FormField's.
 */
export function ConsentCheckbox({ label, error, id, className, ...input }: ConsentCheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const { errorId } = fieldMessageIds(inputId, undefined, error);
  const describedBy = [input['aria-describedby'], errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['consent', error ? 'consent-has-error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="consent-label" htmlFor={inputId}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className="consent-input"
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </label>
      <FieldMessages id={inputId} error={error} />
    </div>
  );
}
