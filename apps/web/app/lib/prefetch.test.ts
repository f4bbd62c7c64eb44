import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch';

describe('prefetchAllowed', () => {
  it('prefetches on ordinary connections and where the browser does not say', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('skips 2g, slow-2g and data-saver connections', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
