import { describe, expect, it } from 'vitest';
import { monthDayText, trialOfferText, trialPriceLines } from './trial-text.ts';

describe('monthDayText', () => {
  it('names a day without leading zeros', () => {
    expect(monthDayText('2026-05-04')).toBe('5月4日');
    expect(monthDayText('2026-12-31')).toBe('12月31日');
  });
});

describe('trialOfferText', () => {
  it('says what the trial gives until its last day, as the timeline does', () => {
    expect(trialOfferText('2026-11-23')).toBe(
      '11月23日まで、これまでのすべての写真と毎週のフォトムービーをお試しいただけます。',
    );
  });
});

describe('trialPriceLines', () => {
  it('says the trial and the paid plan after it, never a monthly price of 0 yen', () => {
    const lines = trialPriceLines({ lastDate: '2026-11-23', unitPrice: 1480, subscribed: false });
    expect(lines).toEqual([
      { term: '現在の料金', text: '無料体験中', until: '（〜11月23日まで）' },
      { term: '有料プラン', text: '月額1,480円（税込）' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('月額0円');
  });

  it('dates the first month of a subscription from the day after the trial, across a year', () => {
    expect(trialPriceLines({ lastDate: '2026-12-31', unitPrice: 980, subscribed: true })).toEqual([
      { term: '現在の料金', text: '無料体験中', until: '（〜12月31日まで）' },
      { term: '1月1日から', text: '月額980円（税込）' },
    ]);
  });
});
