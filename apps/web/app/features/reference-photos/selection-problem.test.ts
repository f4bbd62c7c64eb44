import { describe, expect, it } from 'vitest';
import { overLimitProblem, selectionProblem } from './selection-problem';

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

describe('overLimitProblem', () => {
  it('takes photos up to the limit', () => {
    expect(overLimitProblem(0, 3, 3)).toBeNull();
    expect(overLimitProblem(2, 1, 3)).toBeNull();
  });

  it('says the limit and how many still fit', () => {
    expect(overLimitProblem(0, 4, 3)).toBe('写真は3枚までです。あと3枚選べます。');
    expect(overLimitProblem(2, 2, 3)).toBe('写真は3枚までです。あと1枚選べます。');
    expect(overLimitProblem(3, 1, 3)).toBe(
      '写真は3枚までです。別の写真にするときは、選んだ写真を外してから選んでください。',
    );
  });
});
