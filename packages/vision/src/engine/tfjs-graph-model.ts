// Reads a TensorFlow.js graph model (model.json and its weight files) as plain data: its nodes and
// its constants, float16 weights widened to float32. No TensorFlow.js code runs; the graph is
// rewritten for onnxruntime (tfjs-graph-onnx.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type GraphNode = {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, { s?: string; i?: string; list?: { i?: string[]; s?: string[] } }>;
};

export type GraphConstant = { shape: number[]; values: Float32Array | Int32Array };

export type TfjsGraph = {
  nodes: GraphNode[];
  constants: Map<string, GraphConstant>;
  /** Output names by the signature's key (e.g. `output_mesh` → `Identity_2`). */
  outputs: Record<string, string>;
};

type ModelJson = {
  modelTopology: { node: GraphNode[] };
  signature?: { outputs?: Record<string, { name: string }> };
  weightsManifest: {
    paths: string[];
    weights: { name: string; shape: number[]; dtype: string; quantization?: { dtype: string } }[];
  }[];
};

export async function readTfjsGraph(modelJsonPath: string): Promise<TfjsGraph> {
  const model = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
  const constants = new Map<string, GraphConstant>();
  for (const group of model.weightsManifest) {
    const files = group.paths.map((file) => readFile(path.join(path.dirname(modelJsonPath), file)));
    const bytes = Buffer.concat(await Promise.all(files));
    let offset = 0;
    for (const spec of group.weights) {
      const count = spec.shape.reduce((a, b) => a * b, 1);
      const stored = spec.quantization?.dtype ?? spec.dtype;
      const width = stored === 'float16' ? 2 : 4;
      const at = (i: number) => offset + i * width;
      let values: Float32Array | Int32Array;
      if (stored === 'float16')
        values = Float32Array.from({ length: count }, (_, i) => halfToFloat(bytes.readUInt16LE(at(i))));
      else if (stored === 'float32')
        values = Float32Array.from({ length: count }, (_, i) => bytes.readFloatLE(at(i)));
      else if (stored === 'int32')
        values = Int32Array.from({ length: count }, (_, i) => bytes.readInt32LE(at(i)));
      else throw new Error(`${path.basename(modelJsonPath)}: weights stored as ${stored} are not supported`);
      constants.set(spec.name, { shape: spec.shape, values });
      offset += count * width;
    }
  }
  return { nodes: model.modelTopology.node, constants, outputs: signatureOutputs(model) };
}

/** The graph's output names by the signature's key, from model.json alone (no weights read). */
export async function readTfjsOutputs(modelJsonPath: string): Promise<Record<string, string>> {
  return signatureOutputs(JSON.parse(await readFile(modelJsonPath, 'utf8')) as Pick<ModelJson, 'signature'>);
}

function signatureOutputs(model: Pick<ModelJson, 'signature'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(model.signature?.outputs ?? {}).map(([key, { name }]) => [key, name.replace(/:0$/, '')]),
  );
}

/** IEEE 754 half precision to a number. */
export function halfToFloat(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >> 10) & 0x1f;
  const fraction = half & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
