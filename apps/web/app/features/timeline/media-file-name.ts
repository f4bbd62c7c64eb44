import type { TimelineItem } from '@hibi/contract';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Tokyo shooting time as 2026-11-20_0930, the stem the server's ZIP names its files with too. */
export function shootingStem(instant: string): string {
  const part = (type: string) =>
    parts.formatToParts(new Date(instant)).find((p) => p.type === type)?.value ?? '00';
  const hour = part('hour') === '24' ? '00' : part('hour');
  return `${part('year')}-${part('month')}-${part('day')}_${hour}${part('minute')}`;
}

/** The name a saved photo or video gets on the device. */
export function mediaFileName(item: Pick<TimelineItem, 'shootingAt' | 'kind'>): string {
  return `${shootingStem(item.shootingAt)}.${item.kind === 'video' ? 'mp4' : 'jpg'}`;
}
