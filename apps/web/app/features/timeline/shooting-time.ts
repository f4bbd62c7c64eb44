const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A shooting instant as people read it in Japan: 2026/11/20 09:30 (Asia/Tokyo, §9's date form). */
export function shootingTimeLabel(instant: string): string {
  return timeFormat.format(new Date(instant));
}
