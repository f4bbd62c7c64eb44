import { describe, expect, it } from 'vitest';
import { planPriceLines } from './plan-price-lines';

const trial = { daysLeft: 12, lastDay: '2026/11/23', lastDate: '2026-11-23' };

/** A family in its trial at 1,480 yen with nothing paid yet; each case says what it changes. */
const linesFor = (family: Partial<Parameters<typeof planPriceLines>[0]>) =>
  planPriceLines({ type: 'trial', trial, unitPrice: 1480, spentFreeTrial: true, history: [], ...family });

describe('planPriceLines', () => {
  it('gives a trial family the trial and the paid plan after it', () => {
    expect(linesFor({})).toEqual([
      { term: '現在の料金', text: '無料体験中', until: '（〜11月23日まで）' },
      { term: '有料プラン', text: '月額1,480円（税込）' },
    ]);
  });

  it('gives a family subscribed in its trial the day its price starts, not 「月額0円」', () => {
    expect(linesFor({ type: 'premium', history: [{ amount: 0 }] })).toEqual([
      { term: '現在の料金', text: '無料体験中', until: '（〜11月23日まで）' },
      { term: '11月24日から', text: '月額1,480円（税込）' },
    ]);
  });

  it('keeps the monthly price once no trial runs', () => {
    expect(linesFor({ trial: { ...trial, daysLeft: 0 }, unitPrice: 980 })).toEqual([
      { term: '有料プラン', text: '月額980円（税込）' },
    ]);
    expect(linesFor({ type: 'premium', trial: null, history: [{ amount: 1480 }] })).toEqual([
      { term: '月額料金', text: '月額1,480円（税込）' },
    ]);
    expect(linesFor({ type: 'free', trial: null })).toEqual([
      { term: '有料プラン', text: '月額1,480円（税込）' },
    ]);
  });
});
