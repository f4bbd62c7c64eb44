import { describe, expect, it } from 'vitest';
import { brandName, cardExpiry, cardLabel } from './card-text';

describe('the card on file as guardians read it', () => {
  it('names the brand as printed and shows only the last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ••••4242');
    expect(brandName('jcb')).toBe('JCB');
    expect(brandName('somecard')).toBe('somecard');
  });

  it('shows the expiry as MM/YY', () => {
    expect(cardExpiry({ expMonth: 4, expYear: 2029 })).toBe('04/29');
    expect(cardExpiry({ expMonth: 12, expYear: 2030 })).toBe('12/30');
  });
});
