// A small writer of ONNX graphs for networks whose layers are spelled out in code (dlib's ResNet):
// float32 NCHW tensors, shapes tracked here so that every padding is decided when the graph is built.
import onnxProto from 'onnx-proto';

// CommonJS package: its namespace is on the default export.
const { onnx } = onnxProto;

export type Value = { name: string; shape: number[] };

/**
 * Float weights as ONNX raw data (little-endian float32, as x86 and ARM hold them): a list of
 * numbers would cost the JavaScript heap some 50 bytes a weight while the model is built.
 */
export function floatBytes(values: Float32Array | ArrayLike<number>): Uint8Array {
  const floats = values instanceof Float32Array ? values : Float32Array.from(values);
  return new Uint8Array(floats.buffer, floats.byteOffset, floats.byteLength);
}

export function createOnnxGraph(inputShape: number[]) {
  const nodes: onnxProto.onnx.INodeProto[] = [];
  const initializer: onnxProto.onnx.ITensorProto[] = [];
  let next = 0;
  const fresh = (op: string) => `${op}_${next++}`;
  const constant = (dims: number[], values: Float32Array | number[], int64 = false) => {
    const name = fresh('const');
    initializer.push(
      onnx.TensorProto.create(
        int64
          ? { name, dims, dataType: onnx.TensorProto.DataType.INT64, int64Data: [...values] }
          : { name, dims, dataType: onnx.TensorProto.DataType.FLOAT, rawData: floatBytes(values) },
      ),
    );
    return name;
  };
  const node = (op: string, inputs: string[], shape: number[], attribute: object[] = []): Value => {
    const name = fresh(op.toLowerCase());
    nodes.push(onnx.NodeProto.create({ opType: op, name, input: inputs, output: [name], attribute }));
    return { name, shape };
  };
  const ints = (name: string, values: number[]) =>
    onnx.AttributeProto.create({ name, ints: values, type: onnx.AttributeProto.AttributeType.INTS });
  const input: Value = { name: 'input', shape: inputShape };
  const out = (size: number, kernel: number, stride: number, pad: number) =>
    Math.floor((size + 2 * pad - kernel) / stride) + 1;

  return {
    input,
    /** Convolution, OIHW weights; `pad` pixels on every side. */
    conv(x: Value, weights: Float32Array, bias: Float32Array, kernel: number, stride: number, pad: number) {
      const [, , h = 0, w = 0] = x.shape;
      const channels = bias.length;
      const inChannels = weights.length / (channels * kernel * kernel);
      const wName = constant([channels, inChannels, kernel, kernel], weights);
      return node(
        'Conv',
        [x.name, wName, constant([channels], bias)],
        [1, channels, out(h, kernel, stride, pad), out(w, kernel, stride, pad)],
        [
          ints('kernel_shape', [kernel, kernel]),
          ints('strides', [stride, stride]),
          ints('pads', [pad, pad, pad, pad]),
        ],
      );
    },
    relu: (x: Value) => node('Relu', [x.name], x.shape),
    add: (a: Value, b: Value) => node('Add', [a.name, b.name], a.shape),
    pool(op: 'MaxPool' | 'AveragePool', x: Value, kernel: number, stride: number) {
      const [n = 1, c = 0, h = 0, w = 0] = x.shape;
      return node(
        op,
        [x.name],
        [n, c, out(h, kernel, stride, 0), out(w, kernel, stride, 0)],
        [ints('kernel_shape', [kernel, kernel]), ints('strides', [stride, stride])],
      );
    },
    /** Zeros after the last channel, row and column, up to `shape`. */
    padTo(x: Value, shape: number[]) {
      if (shape.every((d, i) => d === x.shape[i])) return x;
      const pads = [0, 0, 0, 0, ...shape.map((d, i) => d - (x.shape[i] ?? 0))];
      return node('Pad', [x.name, constant([8], pads, true)], shape);
    },
    globalMean: (x: Value) => node('GlobalAveragePool', [x.name], [1, x.shape[1] ?? 0, 1, 1]),
    /** x (flattened) times a [rows, cols] matrix. */
    matMul(x: Value, matrix: Float32Array, rows: number, cols: number) {
      const flat = node('Flatten', [x.name], [1, rows]);
      return node('MatMul', [flat.name, constant([rows, cols], matrix)], [1, cols]);
    },
    /** The serialised model with `output` as its only output. */
    finish(output: Value): Uint8Array {
      const info = (v: Value) =>
        onnx.ValueInfoProto.create({
          name: v.name,
          type: {
            tensorType: {
              elemType: onnx.TensorProto.DataType.FLOAT,
              shape: { dim: v.shape.map((dimValue) => ({ dimValue })) },
            },
          },
        });
      const graph = onnx.GraphProto.create({
        name: 'g',
        node: nodes,
        initializer,
        input: [info(input)],
        output: [info(output)],
      });
      return onnx.ModelProto.encode(
        onnx.ModelProto.create({ irVersion: 7, opsetImport: [{ domain: '', version: 13 }], graph }),
      ).finish();
    },
  };
}
