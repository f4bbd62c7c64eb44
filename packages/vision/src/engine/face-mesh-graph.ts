// MediaPipe FaceMesh's graph (Apache-2.0): the TensorFlow.js copy shipped in @vladmandic/human's
// models folder, rewritten as ONNX (tfjs-graph-onnx.ts); none of that package's code runs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readTfjsGraph, readTfjsOutputs } from './tfjs-graph-model.ts';
import { tfjsGraphToOnnx } from './tfjs-graph-onnx.ts';

/** The network's input side. */
export const MESH_INPUT = 192;

const require = createRequire(import.meta.url);
const modelFile = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'models',
  'facemesh.json',
);

export async function faceMeshGraph(): Promise<Uint8Array> {
  return tfjsGraphToOnnx(await readTfjsGraph(modelFile), [1, MESH_INPUT, MESH_INPUT, 3]);
}

/** The graph's output names for the mesh and the face score (from the model's signature). */
export async function faceMeshOutputs(): Promise<{ mesh: string; score: string }> {
  const { output_mesh: mesh = '', output_faceflag: score = '' } = await readTfjsOutputs(modelFile);
  return { mesh, score };
}
