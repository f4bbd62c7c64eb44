import { tokyoDate } from './tokyo.ts';

/**
 * Dates as people read them on screen (specification §9): 'YYYY/MM/DD'. Takes a calendar date
 * ('2026-11-14', as the API sends birthdays) or an instant, which is read in Tokyo.
 */
export function slashDate(value: string | Date): string {
  const date = typeof value === 'string' ? value.slice(0, 10) : tokyoDate(value);
  return date.replaceAll('-', '/');
}
