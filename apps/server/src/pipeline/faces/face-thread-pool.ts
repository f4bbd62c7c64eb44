import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { type DetectedFace, EMBEDDING_MODEL, type FaceEngine } from '@hibi/vision';

type Pending = { resolve(faces: DetectedFace[]): void; reject(error: Error): void };
type Thread = { worker: Worker; pending: Map<number, Pending> };
type Answer = { id: number; faces?: DetectedFace[]; error?: string };

/**
 * A FaceEngine that runs detection on worker threads (one engine each), so a 2-core machine
 * detects two photos at once; requests go to the least busy thread. Threads start lazily.
 */
export function createFaceThreadPool(size = Math.max(1, os.availableParallelism())): FaceEngine {
  const threads: Thread[] = [];
  let nextId = 0;

  function spawn(): Thread {
    const worker = new Worker(new URL('./face-thread.ts', import.meta.url));
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const waiter = thread.pending.get(answer.id);
      thread.pending.delete(answer.id);
      if (answer.error !== undefined) waiter?.reject(new Error(answer.error));
      else waiter?.resolve(answer.faces ?? []);
    });
    worker.on('error', (error) => {
      // A crashed thread fails its requests (the job retries) and is replaced on the next call.
      threads.splice(threads.indexOf(thread), 1);
      for (const waiter of thread.pending.values()) waiter.reject(error);
      thread.pending.clear();
    });
    threads.push(thread);
    return thread;
  }

  function pick(): Thread {
    const idle = threads.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    if (threads.length < size) return spawn();
    return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  return {
    embeddingModel: EMBEDDING_MODEL,
    detect(image) {
      const thread = pick();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, image });
      });
    },
    async close() {
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}
