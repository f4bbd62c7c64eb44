import { describe, expect, it } from 'vitest';
import { priceText } from './price.ts';

describe('price text', () => {
  it('writes yen with thousands separators, tax included (§9)', () => {
    expect(priceText(1480)).toBe('月額1,480円（税込）');
    expect(priceText(12800)).toBe('月額12,800円（税込）');
    expect(priceText(980)).toBe('月額980円（税込）');
    expect(priceText(1_234_567)).toBe('月額1,234,567円（税込）');
  });

  it('shows a zero price as 0 yen', () => {
    expect(priceText(0)).toBe('月額0円（税込）');
  });
});
