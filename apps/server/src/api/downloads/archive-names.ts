import path from 'node:path';
import { TOKYO, tokyoDate } from '@hibi/domain';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TOKYO,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * File names inside a download ZIP: the Tokyo shooting date and time, then a counter within that
 * minute, e.g. 2026-11-20_0930_1.jpg, 2026-11-20_0930_2.jpg. Sorted by name they stay in shooting
 * order within a day, and no two entries collide.
 */
export function archiveEntryNames(items: { shootingAt: Date; key: string }[]): string[] {
  const perMinute = new Map<string, number>();
  return items.map((item) => {
    const minute = `${tokyoDate(item.shootingAt)}_${clock.format(item.shootingAt).replace(':', '')}`;
    const n = (perMinute.get(minute) ?? 0) + 1;
    perMinute.set(minute, n);
    return `${minute}_${n}${path.extname(item.key).toLowerCase()}`;
  });
}
