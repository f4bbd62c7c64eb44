import { tokyoClock, weekdayText } from '@hibi/domain';

/** A shooting instant as people read it in Japan: 2026/11/20（金）09:30 (Asia/Tokyo, §9's date form). */
export function shootingTimeLabel(instant: string): string {
  const { year, month, day, hour, minute } = tokyoClock(instant);
  return `${year}/${month}/${day}（${weekdayText(`${year}-${month}-${day}`)}）${hour}:${minute}`;
}
