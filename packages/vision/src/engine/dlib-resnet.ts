// dlib's face-recognition ResNet (dlib_face_recognition_resnet_model_v1, weights in the public domain),
// run on this thread's TensorFlow.js from the TensorFlow.js weights shipped in @vladmandic/face-api
// (MIT). Only the weight files are used; the layers are written out here after dlib's definition
// (a 29-layer ResNet-34 variant) as face-api.js ports it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as tfc from '@tensorflow/tfjs-core';
import { CHIP_SIDE } from './align-face.ts';

type Tf = typeof tfc;
type T4 = tfc.Tensor4D;
type Conv = { filters: T4; bias: tfc.Tensor1D; weights: tfc.Tensor1D; biases: tfc.Tensor1D };
type Block = { conv1: Conv; conv2: Conv };

/** Names the model behind the embeddings; stored with each so a model change is noticed. */
export const DLIB_MODEL = 'dlib-resnet-v1';
export const DLIB_DIMENSIONS = 128;

// dlib's input layer: the mean colour of its training chips subtracted, then divided by 256.
const MEAN_RGB = [122.782, 117.001, 104.298] as const;
const INPUT_SCALE = 256;

const require = createRequire(import.meta.url);
const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');

export type DlibResnet = { embed(chip: Float32Array): Promise<Float32Array> };

/** Reads the weights from node_modules and returns the network; one per TensorFlow.js instance. */
export async function loadDlibResnet(tf: Tf): Promise<DlibResnet> {
  const manifest = JSON.parse(
    await readFile(path.join(modelDir, 'face_recognition_model-weights_manifest.json'), 'utf8'),
  ) as tfc.io.WeightsManifestConfig;
  const files = await Promise.all(
    manifest.flatMap((group) => group.paths).map((file) => readFile(path.join(modelDir, file))),
  );
  const bytes = Buffer.concat(files);
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const weights = tf.io.decodeWeights(
    data,
    manifest.flatMap((group) => group.weights),
  );
  const tensor = <R extends tfc.Tensor>(name: string) => {
    const t = weights[name];
    if (!t) throw new Error(`dlib ResNet weight missing: ${name}`);
    return t as R;
  };
  const conv = (prefix: string): Conv => ({
    filters: tensor(`${prefix}/conv/filters`),
    bias: tensor(`${prefix}/conv/bias`),
    weights: tensor(`${prefix}/scale/weights`),
    biases: tensor(`${prefix}/scale/biases`),
  });
  const block = (prefix: string): Block => ({
    conv1: conv(`${prefix}/conv1`),
    conv2: conv(`${prefix}/conv2`),
  });
  const stages: { block: Block; down: boolean }[] = [
    ...['conv32_1', 'conv32_2', 'conv32_3'].map((n) => ({ block: block(n), down: false })),
    { block: block('conv64_down'), down: true },
    ...['conv64_1', 'conv64_2', 'conv64_3'].map((n) => ({ block: block(n), down: false })),
    { block: block('conv128_down'), down: true },
    ...['conv128_1', 'conv128_2'].map((n) => ({ block: block(n), down: false })),
    { block: block('conv256_down'), down: true },
    ...['conv256_1', 'conv256_2'].map((n) => ({ block: block(n), down: false })),
    { block: block('conv256_down_out'), down: true },
  ];
  const first = conv('conv32_down');
  const fc = tensor<tfc.Tensor2D>('fc');

  // A convolution with its bias and dlib's affine (batch-norm) layer, optionally rectified.
  const layer = (x: T4, p: Conv, stride: 1 | 2, relu: boolean): T4 => {
    const out = tf.add(
      tf.mul(tf.add(tf.conv2d(x, p.filters, stride, stride === 2 ? 'valid' : 'same'), p.bias), p.weights),
      p.biases,
    ) as T4;
    return relu ? tf.relu(out) : out;
  };
  const residual = (x: T4, b: Block): T4 =>
    tf.relu(tf.add(layer(layer(x, b.conv1, 1, true), b.conv2, 1, false), x)) as T4;
  // The shortcut of a down-sampling block: averaged 2 × 2, zero channels added, the branch padded
  // by a zero row and column when its valid convolution came out a pixel short.
  const residualDown = (x: T4, b: Block): T4 => {
    let out = layer(layer(x, b.conv1, 2, true), b.conv2, 1, false);
    let pooled = tf.avgPool(x, 2, 2, 'valid') as T4;
    if (pooled.shape[1] !== out.shape[1] || pooled.shape[2] !== out.shape[2])
      out = tf.pad(out, [
        [0, 0],
        [0, pooled.shape[1] - out.shape[1]],
        [0, pooled.shape[2] - out.shape[2]],
        [0, 0],
      ]);
    if (pooled.shape[3] !== out.shape[3]) pooled = tf.concat([pooled, tf.zerosLike(pooled)], 3);
    return tf.relu(tf.add(pooled, out)) as T4;
  };

  return {
    async embed(chip) {
      if (chip.length !== CHIP_SIDE * CHIP_SIDE * 3) throw new Error('A face chip is 150 × 150 RGB');
      const output = tf.tidy(() => {
        const input = tf.div(
          tf.sub(tf.tensor4d(chip, [1, CHIP_SIDE, CHIP_SIDE, 3]), tf.tensor1d([...MEAN_RGB])),
          INPUT_SCALE,
        ) as T4;
        let out = tf.maxPool(layer(input, first, 2, true), 3, 2, 'valid');
        for (const stage of stages)
          out = stage.down ? residualDown(out, stage.block) : residual(out, stage.block);
        return tf.matMul(tf.mean(out, [1, 2]) as tfc.Tensor2D, fc);
      });
      try {
        return Float32Array.from(await output.data());
      } finally {
        output.dispose();
      }
    },
  };
}
