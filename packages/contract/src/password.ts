import { z } from 'zod';
import { emptyAnswerSchema } from './api-error.ts';
import { currentPasswordField, emailField, newPasswordField } from './fields.ts';

/** The 6-digit code from the mail; full-width digits typed through an IME are accepted too. */
export const mailedCodeField = z
  .string()
  .trim()
  .normalize('NFKC')
  .regex(/^\d{6}$/, 'メールに記載された6桁の数字を入力してください。');

/** POST /api/users/password/init: mails a code when the address belongs to an account. */
export const passwordInitRequestSchema = z.object({ email: emailField });
export type PasswordInitRequest = z.infer<typeof passwordInitRequestSchema>;

/** POST /api/users/password/reset: the mailed code proves the address; every session ends. */
export const passwordResetRequestSchema = z.object({
  email: emailField,
  code: mailedCodeField,
  newPassword: newPasswordField,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/users/password/change: signed in; the guardian's other sessions end. */
export const passwordChangeRequestSchema = z.object({
  oldPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** The three password calls answer `{}`: nothing to show beyond success. */
export const passwordSchemas = {
  requestReset: { body: passwordInitRequestSchema, answer: emptyAnswerSchema },
  reset: { body: passwordResetRequestSchema, answer: emptyAnswerSchema },
  change: { body: passwordChangeRequestSchema, answer: emptyAnswerSchema },
};
