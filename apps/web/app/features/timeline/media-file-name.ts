import type { TimelineItem } from '@hibi/contract';
import { tokyoClock } from '@hibi/domain';

/** Tokyo shooting time as 2026-11-20_0930, the stem the server's ZIP names its files with too. */
export function shootingStem(instant: string): string {
  const { year, month, day, hour, minute } = tokyoClock(instant);
  return `${year}-${month}-${day}_${hour}${minute}`;
}

/** The name a saved photo or video gets on the device. */
export function mediaFileName(item: Pick<TimelineItem, 'shootingAt' | 'kind'>): string {
  return `${shootingStem(item.shootingAt)}.${item.kind === 'video' ? 'mp4' : 'jpg'}`;
}
