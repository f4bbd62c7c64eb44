import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showToast } from '~/lib/toast';
import { type FieldMessage, fieldNamedIn } from './server-field';
import { useSubmit } from './use-submit';

/** The form-wide error FormAlert shows above the button (React Hook Form's root errors). */
export const formAlertKey = 'root.server';

interface FormSubmitOptions {
  /** The screen's own words for its fields, as given to japaneseResolver. */
  labels?: Record<string, string>;
  /** A failure the screen knows belongs to a field, though its message names none. */
  fieldOf?: (error: unknown, message: string) => FieldMessage | null;
}

/**
 * useSubmit for a React Hook Form form: a failure that names a field (or that the screen ties to
 * one) is marked on that field, which takes the focus; any other is said above the button
 * (FormAlert), never in a toast over it. A screen already left (the call went to sign-in) gets
 * the toast.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  action: (values: Output) => Promise<void>,
  fallback: string,
  { labels, fieldOf }: FormSubmitOptions = {},
) {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useSubmit(action, fallback, (message, error) => {
    if (!shown.current) return showToast(message, 'error');
    const names = Object.keys(form.getValues());
    const field = fieldNamedIn(message, names, labels) ?? fieldOf?.(error, message) ?? null;
    if (field) {
      form.setError(
        field.name as Path<Values>,
        { type: 'server', message: field.message },
        { shouldFocus: true },
      );
    } else {
      form.setError(formAlertKey, { type: 'server', message });
    }
  });
}
