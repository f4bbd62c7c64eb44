import { describe, expect, it } from 'vitest';
import { siblingStage } from './sibling-stage';

const draft = { approvedAt: null, siblingRequestedAt: null, siblingRejectionReason: null };

describe('siblingStage', () => {
  it('follows a request from draft to approval', () => {
    expect(siblingStage(draft)).toBe('draft');
    expect(siblingStage({ ...draft, siblingRequestedAt: '2026-11-27T01:00:00.000Z' })).toBe('sent');
    expect(siblingStage({ ...draft, siblingRejectionReason: '顔が写っていません' })).toBe('sent_back');
    expect(
      siblingStage({
        ...draft,
        approvedAt: '2026-11-28T01:00:00.000Z',
        siblingRequestedAt: '2026-11-27T01:00:00.000Z',
      }),
    ).toBe('approved');
  });
});
