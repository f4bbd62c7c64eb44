import { describe, expect, it } from 'vitest';
import { familyPriceLines } from './family-price.ts';

const child = (childId: string, firstName: string, approved = true) => ({
  childId,
  lastName: '日比',
  firstName,
  approvedAt: approved ? '2026-06-01T00:00:00.000Z' : null,
});

describe('familyPriceLines', () => {
  it('bills one child at the facility’s price', () => {
    expect(familyPriceLines([child('a', 'はな')], 1480)).toEqual({
      lines: [{ childId: 'a', name: '日比 はな', amount: 1480, included: false }],
      total: 1480,
    });
  });

  it('includes each approved brother or sister at no charge, in the family’s order', () => {
    const { lines, total } = familyPriceLines([child('a', 'はな'), child('b', 'そら')], 1480);
    expect(total).toBe(1480);
    expect(lines.map((line) => [line.name, line.amount, line.included])).toEqual([
      ['日比 はな', 1480, false],
      ['日比 そら', 0, true],
    ]);
  });

  it('leaves out a brother or sister still waiting for approval', () => {
    expect(familyPriceLines([child('a', 'はな'), child('b', 'そら', false)], 1980).lines).toHaveLength(1);
  });

  it('prices a family waiting for its first approval on its first child', () => {
    const { lines, total } = familyPriceLines([child('a', 'はな', false)], 1480);
    expect(total).toBe(1480);
    expect(lines).toHaveLength(1);
  });
});
