import { fieldLabel } from '@hibi/contract';

/** Nurseries, kindergartens and classrooms: a child, so born within this many years. */
export const oldestChildYears = 18;

/**
 * Why a birthday cannot be a child's, or null. Dates are 'YYYY-MM-DD' (already checked to be real
 * dates), so they compare as strings; `today` is the Tokyo date.
 */
export function childBirthdayProblem(birthday: string, today: string): string | null {
  const label = fieldLabel(['childBirthday']);
  if (birthday > today) return `${label}: 未来の日付は指定できません。`;
  const oldest = `${Number(today.slice(0, 4)) - oldestChildYears}${today.slice(4)}`;
  if (birthday < oldest) return `${label}: 日付をご確認ください。`;
  return null;
}
