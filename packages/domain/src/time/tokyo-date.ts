// Apart from tokyo.ts so that the browser's timeline groups days with Intl alone, without
// downloading the time-zone library that the rest of the calendar rules need.

/** Every calendar rule of the product (days, weeks, the 18:00 cut-off) is in Japan's time. */
export const TOKYO = 'Asia/Tokyo';

const tokyoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TOKYO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Tokyo calendar date of an instant, as 'YYYY-MM-DD'. */
export function tokyoDate(instant: Date | number): string {
  return tokyoDay.format(instant);
}
