import { z } from 'zod';

/** True when the digits pass the Luhn check every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The card form of the built-in test provider (the embedded default): number, expiry and code as
 * a guardian types them. Spaces and hyphens are allowed in the number; the expiry is MM/YY.
 */
export const testCardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{14,16}$/, 'カード番号は14〜16桁の数字で入力してください。')
        .refine(passesLuhn, 'カード番号が正しくありません。ご確認ください。'),
    ),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, '有効期限は「月/年」の形（例: 04/29）で入力してください。'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'セキュリティコードは3〜4桁の数字で入力してください。'),
});
export type TestCardInput = z.input<typeof testCardSchema>;

/** A test intent's id, in Stripe's form: `seti_test_…` for a card setup, `pi_test_…` for a charge. */
export const testIntentIdParamsSchema = z.object({
  intentId: z.string().regex(/^(seti|pi)_test_[0-9a-f]{32}$/),
});

/** The test provider's confirm call: the intent's secret and the card typed into its form. */
export const testCardConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(255),
  card: testCardSchema,
});

/** The guardian's answer on the test provider's authentication (3-D Secure) screen. */
export const testAuthenticationBodySchema = z.object({
  clientSecret: z.string().min(1).max(255),
  approve: z.boolean(),
});

/** What a confirm or an authentication left the intent in. */
export const testIntentResponseSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'canceled']),
});
export type TestIntentResponse = z.infer<typeof testIntentResponseSchema>;
