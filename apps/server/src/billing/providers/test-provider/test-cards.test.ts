import { testCardSchema } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { chargeOutcome, declineMessage, parseExpiry, testCardOf } from './test-cards.ts';

describe("the test provider's cards", () => {
  it("knows Stripe's documented test numbers and no other", () => {
    expect(testCardOf('4242424242424242')).toEqual({ brand: 'visa', behaviour: 'succeeds' });
    expect(testCardOf('3566002020360505')?.brand).toBe('jcb');
    expect(testCardOf('4000000000000002')?.behaviour).toBe('declined');
    expect(testCardOf('4111111111111111')).toBeNull();
  });

  it('charges off session only cards that need no authentication', () => {
    expect(chargeOutcome('authenticate_on_setup', false)).toBe('paid');
    expect(chargeOutcome('authenticate_always', true)).toBe('requires_action');
    expect(chargeOutcome('authenticate_always', false)).toBe('failed');
    expect(chargeOutcome('charges_fail', true)).toBe('failed');
  });

  it('explains a refusal in Japanese, and nothing for a card that went through', () => {
    expect(declineMessage('insufficient_funds')).toMatch(/ご利用可能額/);
    expect(declineMessage('succeeds')).toBeNull();
  });

  it('reads MM/YY and tells an expired month', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(parseExpiry('11/26', now)).toEqual({ month: 11, year: 2026, past: false });
    expect(parseExpiry('10 / 26', now).past).toBe(true);
  });
});

describe('the test card form', () => {
  it('accepts spaces and hyphens in the number and checks its Luhn digit', () => {
    const card = testCardSchema.parse({ number: '4242 4242-4242 4242', expiry: '04/29', cvc: '123' });
    expect(card.number).toBe('4242424242424242');
    const wrong = testCardSchema.safeParse({ number: '4242424242424241', expiry: '04/29', cvc: '123' });
    expect(wrong.error?.issues[0]?.message).toBe('カード番号が正しくありません。ご確認ください。');
    expect(
      testCardSchema.safeParse({ number: '4242424242424242', expiry: '13/29', cvc: '12' }).error?.issues,
    ).toHaveLength(2);
  });
});
