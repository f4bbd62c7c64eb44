import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as tf from '@tensorflow/tfjs-core';

type Tfjs = typeof tf;

// Human loads every model through TensorFlow.js by URL, and in Node it hands that URL to fetch().
// fetch() cannot read file:// URLs, and an http(s) base would reach the network. TensorFlow.js asks
// its registered routers for a handler first, so a router that answers file:// URLs from the disk
// keeps model loading local without touching the global fetch.
const registered = new WeakSet<object>();

/** Makes `tfjs` load file:// model URLs from disk. Once per TensorFlow.js instance (one per thread). */
export function registerFileModelLoader(tfjs: Tfjs) {
  if (registered.has(tfjs.io)) return;
  registered.add(tfjs.io);
  const router = (url: string | string[]): tf.io.IOHandler | null => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    return { load: () => loadModelFile(tfjs, fileURLToPath(url)) };
  };
  // The registry skips a router that answers null (its type does not say so).
  tfjs.io.registerLoadRouter(router as Parameters<Tfjs['io']['registerLoadRouter']>[0]);
}

async function loadModelFile(tfjs: Tfjs, modelJsonPath: string): Promise<tf.io.ModelArtifacts> {
  const modelJson = JSON.parse(await readFile(modelJsonPath, 'utf8')) as tf.io.ModelJSON;
  return tfjs.io.getModelArtifactsForJSON(modelJson, async (manifest) => {
    const specs = manifest.flatMap((group) => group.weights);
    const files = manifest.flatMap((group) => group.paths);
    const buffers = await Promise.all(
      files.map((file) => readFile(path.join(path.dirname(modelJsonPath), file))),
    );
    const weights = Buffer.concat(buffers);
    // A copy of exactly the weight bytes: Buffer.concat may return a slice of a larger pool.
    const data = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength);
    return [specs, data as ArrayBuffer];
  });
}
