// Worker-thread entry of worker.int.test.ts: an engine built and used inside a worker.
import { parentPort, workerData } from 'node:worker_threads';
import { createFaceEngine } from '../engine/face-engine.ts';

const faces = await createFaceEngine().detect(workerData as Uint8Array);
parentPort?.postMessage({ faces: faces.length, embedding: faces[0]?.embedding.length ?? 0 });
