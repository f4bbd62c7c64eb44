import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '~/components/form/form-alert';
import { SubmitButton } from '~/components/form/submit-button';

interface AuthFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (values: Output) => unknown;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The button of each screen that sends a code to the address typed, in the same words. */
export const sendCodeButton = { submitLabel: '認証コードを送る', busyLabel: '送信しています…' };

/** The button of both screens that set a new password (recovery, my page). */
export const changePasswordButton = { submitLabel: 'パスワードを変更する', busyLabel: '変更しています…' };

/**
 * A form of the sign-in, recovery and sign-up screens: checked against its contract schema in the
 * browser first (errors under the fields, focus on the first), then sent; what the server refuses
 * shows on its field or above the button (useFormSubmit). POST keeps typed passwords out of the
 * URL should someone submit before hydration.
 */
export function AuthForm<Values extends FieldValues, Output>({
  form,
  onValid,
  submitLabel,
  busy,
  busyLabel,
  children,
}: AuthFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form className="auth-form" method="post" noValidate onSubmit={form.handleSubmit(onValid)}>
        {children}
        <FormAlert />
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
