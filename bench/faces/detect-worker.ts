// A worker thread with its own face engine: the benchmark runs one per core, as the pipeline would.
import { parentPort, workerData } from 'node:worker_threads';
import { createFaceEngine, type FaceEngineOptions, warmUpFaceModels } from '@hibi/vision';

const engines = new Map<string, ReturnType<typeof createFaceEngine>>();
const port = parentPort;
if (!port) throw new Error('detect-worker.ts runs as a worker thread');

// Models load before the first task, so that its time is the detection's alone.
await warmUpFaceModels();
port.on('message', async (task: { id: number; bytes: Uint8Array; options?: FaceEngineOptions }) => {
  const key = JSON.stringify(task.options ?? {});
  const engine = engines.get(key) ?? createFaceEngine({ ...workerData, ...task.options });
  engines.set(key, engine);
  try {
    const started = performance.now();
    const cpu = process.threadCpuUsage();
    const faces = await engine.detect(task.bytes);
    const used = process.threadCpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    port.postMessage({ id: task.id, faces, ms: performance.now() - started, cpuMs });
  } catch (error) {
    port.postMessage({ id: task.id, error: String(error) });
  }
});
