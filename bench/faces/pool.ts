// Runs detections on worker threads, one image per worker at a time.
import { Worker } from 'node:worker_threads';
import type { DetectedFace, FaceEngineOptions } from '@hibi/vision';

/** Faces found, wall time and the worker thread's CPU time (the part other processes cannot inflate). */
export type Detection = { faces: DetectedFace[]; ms: number; cpuMs: number };
type Task = { id: number; bytes: Uint8Array; options?: FaceEngineOptions };
type Pending = { task: Task; resolve: (d: Detection) => void; reject: (e: Error) => void };

export function createDetectionPool(size: number) {
  const queue: Pending[] = [];
  const running = new Map<number, Pending>();
  const idle: Worker[] = [];
  let nextId = 0;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const job = queue.shift() as Pending;
      running.set(job.task.id, job);
      worker.postMessage(job.task);
    }
  };
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./detect-worker.ts', import.meta.url));
    worker.on(
      'message',
      (message: { id: number; faces?: DetectedFace[]; ms?: number; cpuMs?: number; error?: string }) => {
        const job = running.get(message.id);
        running.delete(message.id);
        idle.push(worker);
        if (message.error || !message.faces) job?.reject(new Error(message.error));
        else job?.resolve({ faces: message.faces, ms: message.ms ?? 0, cpuMs: message.cpuMs ?? 0 });
        dispatch();
      },
    );
    worker.on('error', (error) => {
      for (const job of running.values()) job.reject(error);
    });
    idle.push(worker);
    return worker;
  });

  return {
    detect(bytes: Uint8Array, options?: FaceEngineOptions): Promise<Detection> {
      return new Promise((resolve, reject) => {
        queue.push({ task: { id: nextId++, bytes, ...(options ? { options } : {}) }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
