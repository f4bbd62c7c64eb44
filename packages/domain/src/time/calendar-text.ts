// Plain arithmetic on 'YYYY-MM-DD' (no time-zone library): the timeline's first load reads these.

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year, month, day };
}

/** The weekday of a calendar date, as written in Japanese: '金'. */
export function weekdayText(date: string): string {
  const { year, month, day } = parts(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** §9's YYYY/MM/DD with the weekday, as Japanese calendars write it: '2026/11/20（金）'. */
export function displayDateWithWeekday(date: string): string {
  return `${date.replaceAll('-', '/')}（${weekdayText(date)}）`;
}

/**
 * A child's age on a day, as families say it: '2歳3か月', '8か月' under one, '0か月' in the first
 * month; null before the birthday (a wrong birthday must not print a negative age).
 */
export function ageText(birthday: string, date: string): string | null {
  const born = parts(birthday);
  const on = parts(date);
  let months = (on.year - born.year) * 12 + (on.month - born.month);
  if (on.day < born.day) months -= 1;
  if (months < 0) return null;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return years === 0 ? `${rest}か月` : `${years}歳${rest}か月`;
}
