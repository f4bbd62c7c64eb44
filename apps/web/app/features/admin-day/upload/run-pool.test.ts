import { describe, expect, it } from 'vitest';
import { chunksOf, runPool } from './run-pool';

describe('runPool', () => {
  it('never runs more than the limit at once, and runs every item even after a failure', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (item === 3) throw new Error('failed');
      done.push(item);
    });
    expect(most).toBe(4);
    expect(done.sort()).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
  });

  it('does nothing for no items', async () => {
    await expect(runPool([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});

describe('chunksOf', () => {
  it('cuts a list into pieces of at most the size', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 500)).toEqual([]);
  });
});
