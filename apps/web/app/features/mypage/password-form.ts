import { passwordChangeRequestSchema } from '@hibi/contract';
import { z } from 'zod';
import { ApiError } from '~/lib/api-error';

export const passwordMismatch = '新しいパスワードが一致しません。同じパスワードをもう一度入力してください。';

/**
 * The password change form: the contract's {oldPassword, newPassword} (so the browser checks the
 * server's rule) and a confirmation checked here only, never sent (docs/decisions/0015).
 */
export const passwordChangeFormSchema = passwordChangeRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMismatch,
  });

export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** Field names for the empty-field message (「〈label〉を入力してください。」). */
export const passwordFormLabels = {
  oldPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  confirmPassword: '新しいパスワード（確認）',
};

/**
 * The change's refusals (a 400 naming no field) on the field they concern: a new password the
 * same as the current one, else the current password was wrong.
 */
export function passwordFieldOf(error: unknown, message: string) {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const name = message.includes(passwordFormLabels.newPassword) ? 'newPassword' : 'oldPassword';
  return { name, message };
}
