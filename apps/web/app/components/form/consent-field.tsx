import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { ConsentCheckbox } from '../consent-checkbox';

/**
 * A consent checkbox of the surrounding React Hook Form form. It registers where it stands, so
 * the focus goes to the first field in error in the order the form shows them.
 */
export function ConsentField({ name, label }: { name: string; label: ReactNode }) {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <ConsentCheckbox
      {...register(name)}
      error={getFieldState(name, formState).error?.message}
      label={label}
    />
  );
}
