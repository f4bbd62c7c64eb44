// One formatter for every Tokyo date and time the timeline shows or names files by.
const tokyoClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Tokyo wall-clock parts of an instant: year, month, day, hour, minute, zero-padded. */
export function tokyoParts(instant: string) {
  const parts = Object.fromEntries(
    tokyoClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '0000',
    month: parts.month ?? '00',
    day: parts.day ?? '00',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
  };
}

/** A shooting instant as people read it in Japan: 2026/11/20 09:30 (Asia/Tokyo, §9's date form). */
export function shootingTimeLabel(instant: string): string {
  const { year, month, day, hour, minute } = tokyoParts(instant);
  return `${year}/${month}/${day} ${hour}:${minute}`;
}
