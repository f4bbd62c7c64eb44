import os from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  createFaceEngine,
  type DecodedImage,
  type DetectedFace,
  type DetectOptions,
  EMBEDDING_MODEL,
  type FaceEngine,
} from '@hibi/vision';

type Pending = { resolve(faces: DetectedFace[]): void; reject(error: Error): void };
type Answer = { id: number; faces?: DetectedFace[]; error?: string };
type Image = Uint8Array | DecodedImage;
/** Where a photo's faces are found: a worker thread, or this thread's own engine. */
type Slot = {
  busy(): number;
  detect(image: Image, options?: DetectOptions): Promise<DetectedFace[]>;
  close(): Promise<void>;
};

export type FaceThreadPoolOptions = {
  /**
   * One of the `size` engines runs on this thread instead of a worker thread of its own, which
   * saves a thread's modules and heap (about 50 MiB, decision 0059). Only for a worker process: its
   * own thread has little else to do, and an engine holds it some 50 ms at a time.
   */
  onThisThread?: boolean;
};

/**
 * A FaceEngine that detects on `size` engines at once, each on a worker thread of its own (or one
 * on this thread, `onThisThread`), so a 2-core machine detects two photos at once; requests go to
 * the least busy engine. Threads start lazily.
 */
export function createFaceThreadPool(
  size = Math.max(1, os.availableParallelism()),
  options: FaceThreadPoolOptions = {},
): FaceEngine & { threadCount(): number } {
  const slots: Slot[] = options.onThisThread ? [thisThreadSlot()] : [];
  const threads = new Set<Slot>();

  function spawn(): Slot {
    const slot = threadSlot(() => {
      // A crashed thread fails its requests (the job retries) and is replaced on the next call.
      if (threads.delete(slot)) slots.splice(slots.indexOf(slot), 1);
    });
    slots.push(slot);
    threads.add(slot);
    return slot;
  }

  function pick(): Slot {
    const idle = slots.find((slot) => slot.busy() === 0);
    if (idle) return idle;
    if (slots.length < size) return spawn();
    return slots.reduce((a, b) => (b.busy() < a.busy() ? b : a));
  }

  return {
    embeddingModel: EMBEDDING_MODEL,
    detect: (image, detectOptions) => pick().detect(image, detectOptions),
    threadCount: () => threads.size,
    async close() {
      threads.clear();
      await Promise.all(slots.splice(0).map((slot) => slot.close()));
    },
  };
}

function thisThreadSlot(): Slot {
  const engine = createFaceEngine();
  let busy = 0;
  return {
    busy: () => busy,
    async detect(image, detectOptions) {
      busy++;
      try {
        return await engine.detect(image, detectOptions);
      } finally {
        busy--;
      }
    },
    close: () => engine.close(),
  };
}

function threadSlot(onCrash: () => void): Slot {
  const worker = new Worker(new URL('./face-thread.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  let nextId = 0;
  worker.on('message', (answer: Answer) => {
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error !== undefined) waiter?.reject(new Error(answer.error));
    else waiter?.resolve(answer.faces ?? []);
  });
  worker.on('error', (error) => {
    onCrash();
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });
  return {
    busy: () => pending.size,
    detect(image, detectOptions) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, image, options: detectOptions });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
