import type { ChildResponse } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { childLabel, chooseChild, switchableChildren } from './child-choice';

const child = (id: string, approved = true, nickname: string | null = null): ChildResponse => ({
  childId: `00000000-0000-4000-8000-00000000000${id}`,
  firstName: `名前${id}`,
  lastName: '山田',
  nickname,
  birthday: '2022-04-01',
  groupId: '00000000-0000-4000-8000-000000000100',
  classId: null,
  spendFreeTrial: false,
  approvedAt: approved ? '2026-06-01T00:00:00.000Z' : null,
  siblingRequestedAt: approved ? null : '2026-06-02T00:00:00.000Z',
  siblingRejectionReason: null,
});
const [first, second, waiting] = [child('1'), child('2'), child('3', false)];

describe('chooseChild', () => {
  it('is the primary child when nothing was chosen', () => {
    expect(chooseChild([first, second], null, undefined)).toBe(first);
  });
  it('prefers a link’s child over the device’s last choice', () => {
    expect(chooseChild([first, second], second.childId, first.childId)).toBe(second);
    expect(chooseChild([first, second], null, second.childId)).toBe(second);
  });
  it('ignores an id that is not one of the family’s approved children', () => {
    expect(chooseChild([first, second], 'someone-else', null)).toBe(first);
    expect(chooseChild([first, second, waiting], waiting.childId)).toBe(first);
  });
  it('has nothing to show without children', () => {
    expect(chooseChild([], first.childId)).toBeUndefined();
  });
});

describe('switchableChildren', () => {
  it('leaves out a sibling waiting for approval, keeping the family’s order', () => {
    expect(switchableChildren([first, waiting, second])).toEqual([first, second]);
  });
  it('keeps a lone waiting child, so the screen still knows the family’s facility', () => {
    expect(switchableChildren([waiting])).toEqual([waiting]);
  });
});

describe('childLabel', () => {
  it('uses the nickname, else the first name', () => {
    expect(childLabel(child('1', true, 'ゆいちゃん'))).toBe('ゆいちゃん');
    expect(childLabel(child('1', true, ' '))).toBe('名前1');
  });
});
