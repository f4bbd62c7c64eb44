import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { identityCrop } from '#tests/support/face-scenes.ts';

describe('the face engine in a worker thread', () => {
  it('loads its own models there and finds the face', async () => {
    const worker = new Worker(new URL('../testing/detect-in-worker.ts', import.meta.url), {
      workerData: identityCrop('raj', 1),
    });
    try {
      const answer = await new Promise<{ faces: number; embedding: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(answer).toEqual({ faces: 1, embedding: 128 });
    } finally {
      await worker.terminate();
    }
  });
});
