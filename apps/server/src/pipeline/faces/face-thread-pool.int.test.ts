import { afterEach, describe, expect, it } from 'vitest';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { createFaceThreadPool } from './face-thread-pool.ts';

describe('the face thread pool', () => {
  let close = async () => {};
  afterEach(() => close());

  it('detects on as many worker threads as its size, started as photos come', async () => {
    const pool = createFaceThreadPool(2);
    close = () => pool.close();
    expect(pool.threadCount()).toBe(0);
    const found = await Promise.all([
      pool.detect(identityCrop('raj', 1)),
      pool.detect(identityCrop('amy', 1)),
    ]);
    expect(found.map((faces) => faces.length)).toEqual([1, 1]);
    expect(pool.threadCount()).toBe(2);
  });

  it('runs one of its engines on this thread when asked (a worker process)', async () => {
    const pool = createFaceThreadPool(2, { onThisThread: true });
    close = () => pool.close();
    const found = await Promise.all([
      pool.detect(identityCrop('raj', 1)),
      pool.detect(identityCrop('amy', 1)),
    ]);
    expect(found.map((faces) => faces.length)).toEqual([1, 1]);
    expect(found[0]?.[0]?.embedding).toHaveLength(128);
    expect(pool.threadCount()).toBe(1);
    // A third photo at once waits for the least busy engine rather than starting a thread.
    await Promise.all([
      pool.detect(identityCrop('raj', 2)),
      pool.detect(identityCrop('amy', 2)),
      pool.detect(identityCrop('raj', 3)),
    ]);
    expect(pool.threadCount()).toBe(1);
  });
});
