import { describe, expect, it } from 'vitest';
import { uploadedMediaState } from './uploaded-media-state.ts';

describe('uploadedMediaState', () => {
  it.each([
    [{ status: 'processing', hiddenAt: null, deliveredCount: 0 }, 'processing'],
    [{ status: 'failed', hiddenAt: null, deliveredCount: 0 }, 'failed'],
    [{ status: 'ready', hiddenAt: null, deliveredCount: 2 }, 'delivered'],
    [{ status: 'ready', hiddenAt: null, deliveredCount: 0 }, 'unmatched'],
    // Hidden says more than delivered: no family sees it, whatever its deliveries.
    [{ status: 'ready', hiddenAt: new Date(), deliveredCount: 2 }, 'hidden'],
    [{ status: 'processing', hiddenAt: new Date(), deliveredCount: 0 }, 'hidden'],
  ] as const)('%o is %s', (facts, state) => {
    expect(uploadedMediaState(facts)).toBe(state);
  });
});
