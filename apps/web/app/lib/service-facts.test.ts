import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, MONTHLY_PRICE_TEXT } from './service-facts.ts';

describe('formatMonthlyPrice', () => {
  it('writes the price the way specification §9 shows it', () => {
    expect(MONTHLY_PRICE_TEXT).toBe('月額1,480円（税込）');
    expect(formatMonthlyPrice(0)).toBe('月額0円（税込）');
    expect(formatMonthlyPrice(12800)).toBe('月額12,800円（税込）');
  });
});
