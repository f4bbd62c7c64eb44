// Apart from tokyo.ts so that the browser's timeline reads Tokyo days without downloading the
// time-zone library that the rest of the calendar rules need.

/** Every calendar rule of the product (days, weeks, the 18:00 cut-off) is in Japan's time. */
export const TOKYO = 'Asia/Tokyo';

// Japan has kept UTC+9 without summer time since 1952, so a fixed offset gives its calendar and
// clock. Plain arithmetic instead of Intl with a time zone: a phone's first zoned formatter loads
// the zone data, some 70 ms of a throttled phone's main thread while the timeline first renders.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Tokyo calendar date of an instant, as 'YYYY-MM-DD'. */
export function tokyoDate(instant: Date | number | string): string {
  return tokyoIso(instant).slice(0, 10);
}

/** The Tokyo wall-clock parts of an instant: year, month, day, hour, minute, zero-padded. */
export function tokyoClock(instant: Date | number | string) {
  const iso = tokyoIso(instant);
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    hour: iso.slice(11, 13),
    minute: iso.slice(14, 16),
  };
}

/** An instant as people in Japan read it, in mail and the console: '2026/11/22 19:05'. */
export function tokyoDateTime(instant: Date | number | string): string {
  const { year, month, day, hour, minute } = tokyoClock(instant);
  return `${year}/${month}/${day} ${hour}:${minute}`;
}

/** The Tokyo clock time of an instant: '09:41'. */
export function tokyoTime(instant: Date | number | string): string {
  const { hour, minute } = tokyoClock(instant);
  return `${hour}:${minute}`;
}

/** ISO 8601 of the Tokyo wall clock ('2026-11-20T09:30:00.000Z', the Z being Tokyo's); throws RangeError on an invalid instant. */
function tokyoIso(instant: Date | number | string): string {
  return new Date(new Date(instant).getTime() + TOKYO_OFFSET_MS).toISOString();
}
