import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import type { GraphNode, TfjsGraph } from './tfjs-graph-model.ts';
import { halfToFloat } from './tfjs-graph-model.ts';
import { tfjsGraphToOnnx } from './tfjs-graph-onnx.ts';

const text = (value: string) => Buffer.from(value).toString('base64');
const list = (...values: number[]) => ({ list: { i: values.map(String) } });
const same = { padding: { s: text('SAME') }, strides: list(1, 1, 1, 1), dilations: list(1, 1, 1, 1) };

/**
 * A 2 × 2 image of 2 channels through the operations MediaPipe's networks use, as TensorFlow.js
 * writes them (NHWC): a 1 × 1 convolution with bias and PReLU, a depthwise 1 × 1 convolution, an
 * addition, a channel padding, a max pool and a reshape.
 */
const nodes: GraphNode[] = [
  { name: 'x', op: 'Placeholder' },
  {
    name: 'conv',
    op: '_FusedConv2D',
    input: ['x', 'w', 'b', 'alpha'],
    attr: { ...same, fused_ops: { list: { s: [text('BiasAdd'), text('Prelu')] } } },
  },
  { name: 'dw', op: 'DepthwiseConv2dNative', input: ['conv', 'dw_w'], attr: same },
  { name: 'sum', op: 'AddV2', input: ['conv', 'dw'] },
  { name: 'padded', op: 'Pad', input: ['sum', 'paddings'] },
  {
    name: 'pool',
    op: 'MaxPool',
    input: ['padded'],
    attr: { padding: { s: text('VALID') }, ksize: list(1, 2, 1, 1), strides: list(1, 2, 1, 1) },
  },
  { name: 'flat', op: 'Reshape', input: ['pool', 'shape'] },
  { name: 'Identity', op: 'Identity', input: ['flat'] },
];
const constants: TfjsGraph['constants'] = new Map([
  // HWIO: output 0 = input 0 + input 1; output 1 = input 0 − input 1.
  ['w', { shape: [1, 1, 2, 2], values: Float32Array.from([1, 1, 1, -1]) }],
  ['b', { shape: [2], values: Float32Array.from([0, 1]) }],
  ['alpha', { shape: [1, 1, 2], values: Float32Array.from([0.5, 0.25]) }],
  // Depthwise HW·C·1: channel 0 doubled, channel 1 tripled.
  ['dw_w', { shape: [1, 1, 2, 1], values: Float32Array.from([2, 3]) }],
  // One zero channel after the two.
  ['paddings', { shape: [4, 2], values: Int32Array.from([0, 0, 0, 0, 0, 0, 0, 1]) }],
  ['shape', { shape: [2], values: Int32Array.from([-1, 6]) }],
]);

describe('tfjsGraphToOnnx', () => {
  it('computes what the TensorFlow graph computes, in its element order', async () => {
    const model = tfjsGraphToOnnx({ nodes, constants, outputs: { out: 'Identity' } }, [1, 2, 2, 2]);
    const session = await ort.InferenceSession.create(model);
    // Pixels (row-major) with channels [a, b]: (1, 2), (3, 1), (0, 4), (2, 2).
    const input = Float32Array.from([1, 2, 3, 1, 0, 4, 2, 2]);
    const out = await session.run({ input: new ort.Tensor('float32', input, [1, 2, 2, 2]) });
    // conv: [a + b, a − b + 1], negatives × alpha; then × (1 + [2, 3]) by the depthwise add.
    const conv = [
      [3, 0],
      [4, 3],
      [4, -0.75],
      [4, 1],
    ];
    const summed = conv.map(([c0 = 0, c1 = 0]) => [c0 * 3, c1 * 4, 0]);
    // Max over the two rows, per column and channel; then NHWC order: column, then channel.
    const pooled = [0, 1].flatMap((col) =>
      [0, 1, 2].map((ch) => Math.max(summed[col]?.[ch] ?? 0, summed[col + 2]?.[ch] ?? 0)),
    );
    expect(out.Identity?.dims).toEqual([1, 6]);
    expect(Array.from(out.Identity?.data as Float32Array)).toEqual(pooled);
  });

  it('refuses an operation it does not know rather than guess', () => {
    const graph = {
      nodes: [nodes[0] as GraphNode, { name: 'y', op: 'Softmax', input: ['x'] }],
      constants,
      outputs: {},
    };
    expect(() => tfjsGraphToOnnx(graph, [1, 2, 2, 2])).toThrow('operation Softmax is not supported');
  });
});

describe('halfToFloat', () => {
  it('reads half-precision numbers', () => {
    expect(halfToFloat(0x3c00)).toBe(1);
    expect(halfToFloat(0xc000)).toBe(-2);
    expect(halfToFloat(0x3555)).toBeCloseTo(0.33325, 5);
    expect(halfToFloat(0x0001)).toBeCloseTo(5.96e-8, 10);
    expect(halfToFloat(0x7c00)).toBe(Number.POSITIVE_INFINITY);
  });
});
