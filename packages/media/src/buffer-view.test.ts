import { describe, expect, it } from 'vitest';
import { bufferView } from './buffer-view.ts';

describe('bufferView', () => {
  it('reads the same memory as the bytes it was given, so writing through one shows in the other', () => {
    const whole = new Uint8Array([1, 2, 3, 4, 5, 6]);
    const middle = whole.subarray(2, 5);
    const view = bufferView(middle);
    expect([...view]).toEqual([3, 4, 5]);
    view[0] = 9;
    expect(whole[2]).toBe(9);
  });

  it('returns a Buffer as it is', () => {
    const bytes = Buffer.from([7, 8]);
    expect(bufferView(bytes)).toBe(bytes);
  });
});
