import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, endOfWeek, format, startOfWeek } from 'date-fns';
import { TOKYO, tokyoDate } from './tokyo-date.ts';

const inTokyo = (instant: Date | number) => new TZDate(Number(instant), TOKYO);

/** The instant of a wall-clock time on a Tokyo calendar date. */
export function tokyoInstant(date: string, hours = 0, minutes = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, TOKYO).getTime());
}

/** The Tokyo date `days` after (or before, when negative) the given one. */
export function addTokyoDays(date: string, days: number): string {
  return tokyoDate(addDays(tokyoInstant(date, 12), days));
}

/**
 * The Tokyo date `months` calendar months after the given one; a day the target month lacks
 * becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addTokyoMonths(date: string, months: number): string {
  return format(addMonths(inTokyo(tokyoInstant(date, 12)), months), 'yyyy-MM-dd');
}

/** The photo-movie week (Monday to Sunday, Tokyo) that contains the instant. */
export function tokyoWeek(instant: Date | number): { dateFrom: string; dateTo: string } {
  const local = inTokyo(instant);
  return {
    dateFrom: format(startOfWeek(local, { weekStartsOn: 1 }), 'yyyy-MM-dd'),
    dateTo: format(endOfWeek(local, { weekStartsOn: 1 }), 'yyyy-MM-dd'),
  };
}

/** 1 (Monday) … 7 (Sunday) for a Tokyo date. */
export function tokyoWeekday(date: string): number {
  const day = tokyoInstant(date, 12);
  return Number(format(inTokyo(day), 'i'));
}
