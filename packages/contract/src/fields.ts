import { z } from 'zod';

export { emailField } from './email-field.ts';

/**
 * A one-line text people type, such as a name: control characters (a NUL byte, a line break)
 * and invisible format characters (a zero-width space) are refused, so a name can neither break
 * a mail header or the database nor look empty while it is not.
 */
export const oneLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, '改行や制御文字、目に見えない文字は使用できません。');

/** Ids in paths and bodies are UUIDs; anything else is a 400, not a database error. */
export const idField = z.uuid();

/** The password rule, stated in the message people see when they break it. */
export const passwordRule = '8文字以上72文字以内で、英字と数字をどちらも含めてください。';
export const newPasswordField = z
  .string()
  .min(8, passwordRule)
  .max(72, passwordRule)
  .refine((value) => /[A-Za-z]/.test(value) && /[0-9]/.test(value), passwordRule);

/** A password being checked (sign-in, old password): any length a real one could have. */
export const currentPasswordField = z.string().min(1).max(256);
