import { describe, expect, it } from 'vitest';
import { planPriceText, priceText } from './price.ts';

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

describe('the plan screen price (§9)', () => {
  const paid = { amount: 1480 };
  const trial = { amount: 0 };

  it('is 0 yen while the used trial is the only history entry', () => {
    expect(planPriceText({ unitPrice: 1480, spentFreeTrial: true, history: [trial] })).toBe(
      '月額0円（税込）',
    );
  });

  it('is the monthly price once a month was paid, or when the trial was not used', () => {
    expect(planPriceText({ unitPrice: 1480, spentFreeTrial: true, history: [paid, trial] })).toBe(
      '月額1,480円（税込）',
    );
    expect(planPriceText({ unitPrice: 1480, spentFreeTrial: false, history: [trial] })).toBe(
      '月額1,480円（税込）',
    );
    expect(planPriceText({ unitPrice: 980, spentFreeTrial: true, history: [] })).toBe('月額980円（税込）');
  });
});
