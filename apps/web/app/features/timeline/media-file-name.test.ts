import { describe, expect, it } from 'vitest';
import { mediaFileName } from './media-file-name';

describe('mediaFileName', () => {
  it('names a photo by its Tokyo shooting time', () => {
    expect(mediaFileName({ shootingAt: '2026-11-20T00:30:00.000Z', kind: 'photo' })).toBe(
      '2026-11-20_0930.jpg',
    );
  });

  it('names a video as MP4 and crosses midnight in Tokyo, not UTC', () => {
    expect(mediaFileName({ shootingAt: '2026-11-19T15:05:00.000Z', kind: 'video' })).toBe(
      '2026-11-20_0005.mp4',
    );
  });
});
