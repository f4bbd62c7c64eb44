import { tokyoClock } from '@hibi/domain';

/** A shooting instant as people read it in Japan: 2026/11/20 09:30 (Asia/Tokyo, §9's date form). */
export function shootingTimeLabel(instant: string): string {
  const { year, month, day, hour, minute } = tokyoClock(instant);
  return `${year}/${month}/${day} ${hour}:${minute}`;
}
