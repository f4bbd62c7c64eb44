import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compiledNetworkFile, openCompiledNetwork } from './compiled-network.ts';
import { dlibResnetGraph } from './dlib-resnet-graph.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-compiled-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function embed(model: string | Uint8Array, level: 'all' | 'disabled') {
  const options = { graphOptimizationLevel: level, logSeverityLevel: 3 } as const;
  const session = await (typeof model === 'string'
    ? ort.InferenceSession.create(model, options)
    : ort.InferenceSession.create(model, options));
  const chip = Float32Array.from({ length: 3 * 150 * 150 }, (_, i) => ((i * 7919) % 251) / 251 - 0.5);
  const out = await session.run({ input: new ort.Tensor('float32', chip, [1, 3, 150, 150]) });
  await session.release();
  return Array.from(Object.values(out)[0]?.data as Float32Array);
}

describe('a network compiled for this machine', () => {
  it('answers as the graph it was built from, and is compiled once', async () => {
    const file = await compiledNetworkFile('dlib-resnet', dir);
    expect(path.dirname(file)).toBe(dir);
    const written = (await stat(file)).mtimeMs;

    const fromGraph = await embed(await dlibResnetGraph(), 'all');
    const compiled = await embed(file, 'disabled');
    expect(compiled).toHaveLength(128);
    for (const [i, value] of compiled.entries()) expect(value).toBeCloseTo(fromGraph[i] ?? Number.NaN, 5);

    expect(await compiledNetworkFile('dlib-resnet', dir)).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(written);
  });
});

describe('a network that cannot be compiled to a file', () => {
  it('is built in the thread instead, and answers all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // A folder inside a file cannot be made.
      const session = await openCompiledNetwork('blazeface', {}, path.join(import.meta.filename, 'x'));
      expect(session.outputNames).toHaveLength(4);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('building the blazeface network in this thread'),
      );
      await session.release();
    } finally {
      warn.mockRestore();
    }
  });
});
