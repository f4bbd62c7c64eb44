import { z } from 'zod';

const controlRule = '改行や制御文字は使えません。';

/**
 * A one-line name in the console: spaces trimmed, required, at most `max` characters, and no
 * control characters (a NUL byte would otherwise reach PostgreSQL, which refuses it with a 500).
 */
export function adminTextField(max: number) {
  return z
    .string()
    .trim()
    .min(1, '入力してください。')
    .max(max, `${max}文字以内で入力してください。`)
    .regex(/^[^\p{Cc}]*$/u, controlRule);
}

/** A list's cursor (the last item's position): an opaque string. */
export const cursorField = z
  .string()
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, controlRule);
