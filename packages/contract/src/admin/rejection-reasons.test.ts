import { describe, expect, it } from 'vitest';
import { rejectRequestSchema } from './approval-decisions.ts';
import { readyRejectionReasons } from './rejection-reasons.ts';

describe('the ready-made rejection reasons', () => {
  it('are each a reason the reject call takes as it is', () => {
    expect(readyRejectionReasons.length).toBeGreaterThanOrEqual(4);
    for (const { text } of readyRejectionReasons)
      expect(rejectRequestSchema.safeParse({ reason: text })).toEqual({
        success: true,
        data: { reason: text },
      });
  });

  it('have distinct, short labels', () => {
    const labels = readyRejectionReasons.map((reason) => reason.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(16);
  });
});
