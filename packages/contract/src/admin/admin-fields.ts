import { z } from 'zod';

/**
 * No control characters and no lone UTF-16 surrogates (half of an emoji). PostgreSQL refuses a NUL
 * byte in text and in jsonb (a 500); JSON.parse lets "\ud800" through, which text columns store as
 * U+FFFD and jsonb (the audit log's details) refuses. Surrogate pairs are one code point under /u.
 */
const plainText = /^[^\p{Cc}\p{Cs}]*$/u;
const controlRule = '改行や制御文字など、使えない文字が含まれています。';

/** Adds the console's character rule to a string field: its other checks stay as they are. */
export function withoutControlCharacters<Field extends z.ZodString>(field: Field): Field {
  return field.regex(plainText, controlRule);
}

/** A string of the console's API that is no text people type (a key, a token, an id): at most `max` long. */
export function adminString(max: number) {
  return withoutControlCharacters(z.string().min(1).max(max));
}

/** A one-line name in the console: spaces trimmed, required, at most `max` characters. */
export function adminTextField(max: number) {
  return withoutControlCharacters(
    z.string().trim().min(1, '入力してください。').max(max, `${max}文字以内で入力してください。`),
  );
}

/** A list's cursor (the last item's position): an opaque string. */
export const cursorField = withoutControlCharacters(z.string().max(200));
