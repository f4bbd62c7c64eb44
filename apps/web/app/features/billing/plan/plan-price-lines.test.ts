import { describe, expect, it } from 'vitest';
import { planPriceLines } from './plan-price-lines';

const trial = { daysLeft: 12, lastDay: '2026/11/23', lastDate: '2026-11-23' };
const zeroEntry = [{ amount: 0 }];

describe('planPriceLines', () => {
  it('gives a trial family the trial and the paid plan after it', () => {
    const lines = planPriceLines({
      type: 'trial',
      trial,
      unitPrice: 1480,
      spentFreeTrial: true,
      history: [],
    });
    expect(lines).toEqual([
      { term: '現在の料金', text: '無料体験中', until: '（〜11月23日まで）' },
      { term: '有料プラン', text: '月額1,480円（税込）' },
    ]);
  });

  it('gives a family subscribed in its trial the day its price starts, not 「月額0円」', () => {
    const lines = planPriceLines({
      type: 'premium',
      trial,
      unitPrice: 1480,
      spentFreeTrial: true,
      history: zeroEntry,
    });
    expect(lines).toEqual([
      { term: '現在の料金', text: '無料体験中', until: '（〜11月23日まで）' },
      { term: '11月24日から', text: '月額1,480円（税込）' },
    ]);
  });

  it('keeps the monthly price once no trial runs', () => {
    const ended = { ...trial, daysLeft: 0 };
    expect(
      planPriceLines({ type: 'trial', trial: ended, unitPrice: 980, spentFreeTrial: true, history: [] }),
    ).toEqual([{ term: '有料プラン', text: '月額980円（税込）' }]);
    expect(
      planPriceLines({
        type: 'premium',
        trial: null,
        unitPrice: 1480,
        spentFreeTrial: true,
        history: [{ amount: 1480 }],
      }),
    ).toEqual([{ term: '月額料金', text: '月額1,480円（税込）' }]);
    expect(
      planPriceLines({ type: 'free', trial: null, unitPrice: 1480, spentFreeTrial: true, history: [] }),
    ).toEqual([{ term: '有料プラン', text: '月額1,480円（税込）' }]);
  });
});
