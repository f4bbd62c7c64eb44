// Worker-thread entry of the face thread pool: one face engine per thread (Human keeps its models
// in module scope and serialises calls per thread, so threads are how detection uses every core).
import { parentPort } from 'node:worker_threads';
import { createHumanFaceEngine, type DecodedImage } from '@hibi/vision';

const engine = createHumanFaceEngine();

parentPort?.on('message', async ({ id, image }: { id: number; image: Uint8Array | DecodedImage }) => {
  try {
    parentPort?.postMessage({ id, faces: await engine.detect(image) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
