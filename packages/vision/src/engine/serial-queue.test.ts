import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createSerialQueue', () => {
  it('runs one task at a time in call order', async () => {
    const exclusive = createSerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([exclusive(task('a')), exclusive(task('b')), exclusive(task('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('goes on after a failed task and passes the failure to its caller', async () => {
    const exclusive = createSerialQueue();
    const failed = exclusive(async () => {
      throw new Error('boom');
    });
    const next = exclusive(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
