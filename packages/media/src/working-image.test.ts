import { describe, expect, it } from 'vitest';
import { WORKING_SIDE, workingLongSide } from './working-image.ts';

describe('workingLongSide', () => {
  it('halves (or quarters) an original when that lands between 2000 and 2048 px', () => {
    expect(workingLongSide(4000)).toBe(2000);
    expect(workingLongSide(4032)).toBe(2016);
    expect(workingLongSide(4096)).toBe(2048);
    expect(workingLongSide(8064)).toBe(2016);
  });

  it('shrinks to 2048 px otherwise', () => {
    for (const side of [3000, 4001, 4200, 6000, 2048, 1200]) expect(workingLongSide(side)).toBe(WORKING_SIDE);
  });
});
