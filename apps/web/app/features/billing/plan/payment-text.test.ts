import { describe, expect, it } from 'vitest';
import {
  addressee,
  coveredChildrenText,
  hasReceipt,
  paymentLabel,
  periodText,
  yenText,
} from './payment-text';

describe('the history and receipt texts', () => {
  it('writes yen with thousands separators', () => {
    expect(yenText(1480)).toBe('1,480円');
    expect(yenText(0)).toBe('0円');
    expect(yenText(1234567)).toBe('1,234,567円');
  });

  it('shows a period as its first and last Tokyo days', () => {
    // 2026-11-23 00:00 JST to 2026-12-23 00:00 JST.
    expect(
      periodText({ periodStartsAt: '2026-11-22T15:00:00.000Z', periodEndsAt: '2026-12-22T15:00:00.000Z' }),
    ).toBe('2026/11/23〜2026/12/22');
  });

  it('issues a receipt only for money received', () => {
    expect(hasReceipt({ amount: 1480, status: 'paid' })).toBe(true);
    expect(hasReceipt({ amount: 0, status: 'paid' })).toBe(false);
    expect(hasReceipt({ amount: 1480, status: 'failed' })).toBe(false);
    expect(paymentLabel({ amount: 0, status: 'paid' })).toBe('無料体験（0円）');
    expect(paymentLabel({ amount: 1480, status: 'failed' })).toBe('お支払いできませんでした');
  });

  it('addresses the receipt to the guardian, last name first', () => {
    expect(addressee('山田 花子')).toBe('山田 花子 様');
  });
});

describe('coveredChildrenText', () => {
  const child = (firstName: string, approvedAt: string | null) => ({
    childId: firstName,
    lastName: '日比',
    firstName,
    approvedAt,
  });
  const payment = { amount: 1480, occurredAt: '2026-07-10T03:00:00.000Z' };

  it('names the children approved by the day of the payment, the brother or sister as included', () => {
    const family = [child('はな', '2026-06-01T00:00:00.000Z'), child('そら', '2026-07-01T00:00:00.000Z')];
    expect(coveredChildrenText(family, payment)).toBe(
      '日比 はなさん、日比 そらさん（ごきょうだい・追加料金なし）',
    );
  });

  it('leaves out a child approved after the payment, and says nothing of a family not known', () => {
    const family = [child('はな', '2026-06-01T00:00:00.000Z'), child('そら', '2026-08-01T00:00:00.000Z')];
    expect(coveredChildrenText(family, payment)).toBe('日比 はなさん');
    expect(coveredChildrenText([], payment)).toBe('');
  });
});
