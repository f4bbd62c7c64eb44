// dlib's face-recognition ResNet (dlib_face_recognition_resnet_model_v1, weights in the public domain)
// as an ONNX graph, from the TensorFlow.js weights shipped in @vladmandic/face-api (MIT; only the
// weight files are used). The layers are written out after dlib's definition (a 29-layer ResNet-34
// variant) as face-api.js ports it (decision 0040).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHIP_SIDE } from './align-face.ts';
import { createOnnxGraph, type Value } from './onnx-builder.ts';

const require = createRequire(import.meta.url);
const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');

type Manifest = {
  paths: string[];
  weights: { name: string; shape: number[]; quantization?: { scale: number; min: number } }[];
}[];
type Weights = Map<string, { shape: number[]; values: Float32Array }>;

/** The network's graph, input `input` (1 × 3 × 150 × 150, normalised), built from the weight files. */
export async function dlibResnetGraph(): Promise<Uint8Array> {
  return buildGraph(await readWeights());
}

/** The manifest's weights, dequantised (uint8 with a scale and minimum per tensor). */
async function readWeights(): Promise<Weights> {
  const manifestFile = path.join(modelDir, 'face_recognition_model-weights_manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const weights: Weights = new Map();
  for (const group of manifest) {
    const bytes = Buffer.concat(await Promise.all(group.paths.map((f) => readFile(path.join(modelDir, f)))));
    let offset = 0;
    for (const spec of group.weights) {
      const count = spec.shape.reduce((a, b) => a * b, 1);
      const values = new Float32Array(count);
      const q = spec.quantization;
      if (q) for (let i = 0; i < count; i++) values[i] = (bytes[offset + i] ?? 0) * q.scale + q.min;
      else
        values.set(
          new Float32Array(
            bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 4),
          ),
        );
      offset += q ? count : count * 4;
      weights.set(spec.name, { shape: spec.shape, values });
    }
  }
  return weights;
}

function buildGraph(weights: Weights): Uint8Array {
  const get = (name: string) => {
    const w = weights.get(name);
    if (!w) throw new Error(`dlib ResNet weight missing: ${name}`);
    return w;
  };
  const g = createOnnxGraph([1, 3, CHIP_SIDE, CHIP_SIDE]);
  // A convolution with its bias and dlib's affine (batch-norm) layer folded into it.
  const layer = (x: Value, prefix: string, stride: 1 | 2, relu: boolean) => {
    const { shape, values } = get(`${prefix}/conv/filters`);
    const [kh = 0, kw = 0, cin = 0, cout = 0] = shape;
    const scale = get(`${prefix}/scale/weights`).values;
    const shift = get(`${prefix}/scale/biases`).values;
    const bias = get(`${prefix}/conv/bias`).values;
    const oihw = new Float32Array(values.length);
    for (let o = 0; o < cout; o++)
      for (let i = 0; i < cin; i++)
        for (let y = 0; y < kh; y++)
          for (let x = 0; x < kw; x++)
            oihw[((o * cin + i) * kh + y) * kw + x] =
              (values[((y * kw + x) * cin + i) * cout + o] ?? 0) * (scale[o] ?? 0);
    const folded = bias.map((b, o) => b * (scale[o] ?? 0) + (shift[o] ?? 0));
    const out = g.conv(x, oihw, folded, kh, stride, stride === 2 ? 0 : (kh - 1) / 2);
    return relu ? g.relu(out) : out;
  };
  const residual = (x: Value, name: string) =>
    g.relu(g.add(layer(layer(x, `${name}/conv1`, 1, true), `${name}/conv2`, 1, false), x));
  // The shortcut of a down-sampling block: averaged 2 × 2, zero channels added, the branch padded
  // by a zero row and column when its valid convolution came out a pixel short.
  const residualDown = (x: Value, name: string) => {
    const branch = layer(layer(x, `${name}/conv1`, 2, true), `${name}/conv2`, 1, false);
    const pooled = g.pool('AveragePool', x, 2, 2);
    const shape = pooled.shape.map((d, i) => Math.max(d, branch.shape[i] ?? 0));
    return g.relu(g.add(g.padTo(pooled, shape), g.padTo(branch, shape)));
  };
  let out = g.pool('MaxPool', layer(g.input, 'conv32_down', 2, true), 3, 2);
  for (const name of ['conv32_1', 'conv32_2', 'conv32_3']) out = residual(out, name);
  out = residualDown(out, 'conv64_down');
  for (const name of ['conv64_1', 'conv64_2', 'conv64_3']) out = residual(out, name);
  out = residualDown(out, 'conv128_down');
  for (const name of ['conv128_1', 'conv128_2']) out = residual(out, name);
  out = residualDown(out, 'conv256_down');
  for (const name of ['conv256_1', 'conv256_2']) out = residual(out, name);
  out = residualDown(out, 'conv256_down_out');
  const fc = get('fc');
  return g.finish(g.matMul(g.globalMean(out), fc.values, fc.shape[0] ?? 0, fc.shape[1] ?? 0));
}
