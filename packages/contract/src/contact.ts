import { z } from 'zod';
import { emptyAnswerSchema } from './api-error.ts';
import { emailField } from './fields.ts';

const required = '入力してください。';
// Control characters have no place in a one-line field (and would let a title break a mail header).
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, '改行や制御文字は使用できません。');

/** Hiragana or katakana with spaces; half-width katakana is widened (NFKC) before the check. */
export const furiganaField = z
  .string()
  .trim()
  .normalize('NFKC')
  .min(1, required)
  .max(50)
  .regex(/^[\p{Script=Hiragana}\p{Script=Katakana}ー・ 　]+$/u, 'ひらがなまたはカタカナで入力してください。');

const phoneRule = '半角数字とハイフンで、10桁または11桁の番号を入力してください（例: 03-1234-5678）。';
/** A Japanese phone number: 10 or 11 digits, hyphens optional; full-width digits are accepted. */
export const phoneNumberField = z
  .string()
  .trim()
  .normalize('NFKC')
  .min(1, required)
  .max(20)
  .regex(/^\d+(-\d+)*$/, phoneRule)
  .refine((value) => /^\d{10,11}$/.test(value.replaceAll('-', '')), phoneRule);

/** POST /api/contact (specification §3): every field is required. */
export const contactRequestSchema = z.object({
  companyName: oneLine(100),
  name: oneLine(50),
  furiganaName: furiganaField,
  email: emailField,
  phoneNumber: phoneNumberField,
  title: oneLine(100),
  message: z
    .string()
    .trim()
    .min(1, required)
    .max(2000)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, '使用できない文字が含まれています。'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * /api/parents/contact: a guardian's question (their name or address to change, a photo, the plan):
 * the phone number is theirs to give or not, since a reply goes by mail.
 */
export const parentsContactSchema = contactRequestSchema.extend({
  phoneNumber: z.union([z.literal(''), phoneNumberField]),
});
export type ParentsContact = z.infer<typeof parentsContactSchema>;

/** /api/parents/request: a guardian asks that their facility introduce the service. */
export const parentsRequestSchema = contactRequestSchema.extend({
  // Where the facility is, so operators can find it; the same rule as the facility's name.
  facilityArea: contactRequestSchema.shape.companyName,
});
export type ParentsRequest = z.infer<typeof parentsRequestSchema>;

/** The schemas of the three forms' calls (decision 0086): each answers `{}` once stored. */
export const contactSchemas = {
  contact: { body: contactRequestSchema, answer: emptyAnswerSchema },
  parentsContact: { body: parentsContactSchema, answer: emptyAnswerSchema },
  parentsRequest: { body: parentsRequestSchema, answer: emptyAnswerSchema },
};
