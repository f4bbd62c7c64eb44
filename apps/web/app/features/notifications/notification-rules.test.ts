import { describe, expect, it } from 'vitest';
import { canChangeNotification, isPaidOnly, withOptout } from './notification-rules.ts';

describe('notification switches', () => {
  it('lets only premium guardians turn the paid-only type', () => {
    expect(isPaidOnly('photo_movie_release')).toBe(true);
    expect(canChangeNotification('photo_movie_release', 'premium')).toBe(true);
    expect(canChangeNotification('photo_movie_release', 'trial')).toBe(false);
    expect(canChangeNotification('photo_movie_release', 'free')).toBe(false);
    expect(canChangeNotification('photo_delivery', 'free')).toBe(true);
    expect(canChangeNotification('news', 'trial')).toBe(true);
  });

  it('sets one type and leaves the others and the order alone', () => {
    const items = [
      { type: 'photo_delivery', optout: false },
      { type: 'photo_movie_release', optout: true },
      { type: 'news', optout: false },
    ] as const;
    expect(withOptout(items, 'news', true)).toEqual([
      { type: 'photo_delivery', optout: false },
      { type: 'photo_movie_release', optout: true },
      { type: 'news', optout: true },
    ]);
    expect(items[2].optout).toBe(false);
  });
});
