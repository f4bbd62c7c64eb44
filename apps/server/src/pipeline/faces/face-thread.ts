// Worker-thread entry of the face thread pool: one face engine per thread (its onnxruntime sessions
// are single-threaded and its calls serialised per thread, so threads are how detection uses every core).
import { parentPort } from 'node:worker_threads';
import { createFaceEngine, type DecodedImage, type DetectOptions } from '@hibi/vision';

const engine = createFaceEngine();

type Request = { id: number; image: Uint8Array | DecodedImage; options?: DetectOptions };

parentPort?.on('message', async ({ id, image, options }: Request) => {
  try {
    parentPort?.postMessage({ id, faces: await engine.detect(image, options) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
