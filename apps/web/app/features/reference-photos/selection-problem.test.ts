import { describe, expect, it } from 'vitest';
import { selectionProblem } from './selection-problem';

describe('selectionProblem', () => {
  it('takes 1 to max photos', () => {
    expect(selectionProblem(1, 3)).toBeNull();
    expect(selectionProblem(3, 3)).toBeNull();
  });

  it('asks for a photo, or for the extra ones to be taken out, in Japanese', () => {
    expect(selectionProblem(0, 3)).toBe('写真を1枚以上選んでください。');
    expect(selectionProblem(4, 2)).toBe('写真は2枚までです。2枚外してください。');
  });
});
