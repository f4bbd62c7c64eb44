import { tokyoInstant } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { archiveEntryNames } from './archive-names.ts';

describe('archive entry names', () => {
  it('use the Tokyo date and time with a counter per minute', () => {
    const names = archiveEntryNames([
      { shootingAt: tokyoInstant('2026-11-20', 9, 30), key: 'media/f/a/original.JPG' },
      {
        shootingAt: new Date(tokyoInstant('2026-11-20', 9, 30).getTime() + 42_000),
        key: 'media/f/b/original.jpg',
      },
      { shootingAt: tokyoInstant('2026-11-20', 15, 5), key: 'media/f/c/video.mp4' },
      // 23:59 UTC on the 20th is already 08:59 on the 21st in Tokyo.
      { shootingAt: new Date('2026-11-20T23:59:00Z'), key: 'media/f/d/original.heic' },
    ]);
    expect(names).toEqual([
      '2026-11-20_0930_1.jpg',
      '2026-11-20_0930_2.jpg',
      '2026-11-20_1505_1.mp4',
      '2026-11-21_0859_1.heic',
    ]);
  });

  it('write midnight as 0000', () => {
    expect(archiveEntryNames([{ shootingAt: tokyoInstant('2026-11-21'), key: 'x/original.png' }])).toEqual([
      '2026-11-21_0000_1.png',
    ]);
  });
});
