// The face thread pool with a stopwatch: how long each photo's detection took, from the pipeline's
// side (decoding in the thread, queueing for the models, detection and embeddings).
import type { FaceEngine } from '@hibi/vision';

export function timedFaces(engine: FaceEngine) {
  const times: number[] = [];
  const faces: FaceEngine = {
    embeddingModel: engine.embeddingModel,
    async detect(image) {
      const started = performance.now();
      const found = await engine.detect(image);
      times.push(performance.now() - started);
      return found;
    },
    close: () => engine.close(),
  };
  return { faces, times };
}
