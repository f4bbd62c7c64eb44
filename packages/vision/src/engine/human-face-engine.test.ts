import { describe, expect, it } from 'vitest';
import { createHumanFaceEngine } from './human-face-engine.ts';
import { EMBEDDING_MODEL } from './human-runtime.ts';

describe('createHumanFaceEngine', () => {
  it('names the model behind its embeddings', () => {
    expect(createHumanFaceEngine().embeddingModel).toBe(EMBEDDING_MODEL);
  });

  it('refuses work once closed, before loading anything', async () => {
    const engine = createHumanFaceEngine();
    await engine.close();
    await expect(engine.detect(new Uint8Array())).rejects.toThrow('closed');
  });
});
