import type { FormSchema } from './form-schemas';

/** The first message for each field, worded for the field it appears under. */
export function fieldErrors(
  schema: FormSchema,
  values: Record<string, string>,
  labels: Record<string, string>,
): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '');
    if (!name || errors[name]) continue;
    const empty = !values[name]?.trim();
    errors[name] = empty ? requiredMessage(labels[name] ?? '', issue.message) : issue.message;
  }
  return errors;
}

// 「入力してください。」 alone is vague once several fields are wrong: name the field.
function requiredMessage(label: string, fallback: string): string {
  if (!label) return fallback;
  return label.includes('種類') ? `${label}を選んでください。` : `${label}を入力してください。`;
}
