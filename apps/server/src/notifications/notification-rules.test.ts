import { describe, expect, it } from 'vitest';
import { isOptedOut } from './notification-rules.ts';

describe('which notices reach a member', () => {
  it('goes by the member’s own opt-out, on when none is stored', () => {
    expect(isOptedOut('photo_delivery', undefined, false)).toBe(false);
    expect(isOptedOut('photo_delivery', true, true)).toBe(true);
    expect(isOptedOut('news', false, false)).toBe(false);
  });

  it('keeps photo_movie_release from every member without a premium plan (paid-only)', () => {
    expect(isOptedOut('photo_movie_release', false, false)).toBe(true);
    expect(isOptedOut('photo_movie_release', undefined, false)).toBe(true);
    expect(isOptedOut('photo_movie_release', undefined, true)).toBe(false);
    expect(isOptedOut('photo_movie_release', true, true)).toBe(true);
  });
});
