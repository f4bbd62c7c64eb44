import { describe, expect, it } from 'vitest';
import { createFaceEngine } from './face-engine.ts';
import { EMBEDDING_MODEL } from './face-runtime.ts';

describe('createFaceEngine', () => {
  it('names the model behind its embeddings', () => {
    expect(createFaceEngine().embeddingModel).toBe(EMBEDDING_MODEL);
  });

  it('refuses work once closed, before loading anything', async () => {
    const engine = createFaceEngine();
    await engine.close();
    await expect(engine.detect(new Uint8Array())).rejects.toThrow('closed');
  });
});
