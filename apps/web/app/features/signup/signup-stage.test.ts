import { describe, expect, it } from 'vitest';
import { initialStage, stepNumber } from './signup-stage';

describe('initialStage', () => {
  it('starts a visitor at the address, or at the code once one was mailed in this tab', () => {
    expect(initialStage(null, false)).toBe('account');
    expect(initialStage(null, true)).toBe('code');
  });

  it('follows the account status of a signed-in guardian', () => {
    expect(initialStage('verified', false)).toBe('details');
    expect(initialStage('verified', false, true)).toBe('photos');
    expect(initialStage('requested', false)).toBe('waiting');
    expect(initialStage('rejected', true)).toBe('rejected');
  });
});

describe('stepNumber', () => {
  it('numbers the four steps of section 4 and leaves the others out', () => {
    expect(stepNumber('account')).toBe(1);
    expect(stepNumber('photos')).toBe(4);
    expect(stepNumber('waiting')).toBeNull();
  });
});
