// A TensorFlow.js graph model rewritten as ONNX for onnxruntime-node's native CPU runtime, for the
// few operations of MediaPipe's mobile networks (convolutions, PReLU, pooling, channel padding).
// TensorFlow computes NHWC; the graph is turned to NCHW once at its input, every weight and axis
// is laid out for NCHW, and a reshape goes back to NHWC first so it keeps TensorFlow's element order.
import onnxProto from 'onnx-proto';
import { floatBytes } from './onnx-builder.ts';
import type { GraphConstant, GraphNode, TfjsGraph } from './tfjs-graph-model.ts';

// CommonJS package: its namespace is on the default export.
const { onnx } = onnxProto;
type Attribute = onnxProto.onnx.IAttributeProto;

const { INTS, INT, STRING } = onnx.AttributeProto.AttributeType;
const ints = (name: string, values: number[]): Attribute => ({ name, ints: values, type: INTS });
const int = (name: string, i: number): Attribute => ({ name, i, type: INT });
const text = (name: string, value: string): Attribute => ({ name, s: Buffer.from(value), type: STRING });
const NHWC_TO_NCHW_AXIS = [0, 2, 3, 1];

/** The graph as an ONNX model: input `input` (NHWC float32), outputs named as the signature names them. */
export function tfjsGraphToOnnx(graph: TfjsGraph, inputShape: number[]): Uint8Array {
  const nodes: onnxProto.onnx.INodeProto[] = [];
  const initializer: onnxProto.onnx.ITensorProto[] = [];
  const emit = (opType: string, input: string[], output: string, attribute: Attribute[] = []) => {
    nodes.push({ opType, input, output: [output], name: output, attribute });
    return output;
  };
  const constant = (name: string, dims: number[], values: ArrayLike<number>, int64 = false) => {
    initializer.push(
      int64
        ? { name, dims, dataType: onnx.TensorProto.DataType.INT64, int64Data: Array.from(values) }
        : { name, dims, dataType: onnx.TensorProto.DataType.FLOAT, rawData: floatBytes(values) },
    );
    return name;
  };
  const weight = (name: string): GraphConstant => {
    const found = graph.constants.get(name);
    if (!found) throw new Error(`Model weight missing: ${name}`);
    return found;
  };
  const attr = (node: GraphNode, key: string) => node.attr?.[key];
  const decoded = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString();
  const spatial = (node: GraphNode, key: string) => (attr(node, key)?.list?.i ?? []).slice(1, 3).map(Number);
  const padding = (node: GraphNode): Attribute => {
    const mode = decoded(attr(node, 'padding')?.s);
    if (mode !== 'SAME' && mode !== 'VALID')
      throw new Error(`${node.name}: padding ${mode} is not supported`);
    // TensorFlow's SAME puts the odd pixel after: ONNX's SAME_UPPER.
    return text('auto_pad', mode === 'SAME' ? 'SAME_UPPER' : 'VALID');
  };
  const conv = (
    node: GraphNode,
    input: string,
    filter: string,
    group: number,
    bias?: string,
    out = node.name,
  ) => {
    const { shape, values } = weight(filter);
    const [kh = 0, kw = 0, cin = 0, cm = 0] = shape;
    // Conv2D filters are HWIO; depthwise ones HW·C·multiplier, one group per input channel.
    const outChannels = group > 1 ? cin * cm : cm;
    const perGroup = group > 1 ? 1 : cin;
    const oihw = new Float32Array(values.length);
    for (let h = 0; h < kh; h++)
      for (let w = 0; w < kw; w++)
        for (let i = 0; i < cin; i++)
          for (let m = 0; m < cm; m++) {
            const [o, c] = group > 1 ? [i * cm + m, 0] : [m, i];
            oihw[((o * perGroup + c) * kh + h) * kw + w] = values[((h * kw + w) * cin + i) * cm + m] ?? 0;
          }
    const inputs = [input, constant(`${filter}__oihw`, [outChannels, perGroup, kh, kw], oihw)];
    if (bias) inputs.push(constant(`${bias}__b`, [outChannels], weight(bias).values));
    const attributes = [
      ints('strides', spatial(node, 'strides')),
      ints('dilations', spatial(node, 'dilations')),
    ];
    return emit('Conv', inputs, out, [...attributes, padding(node), int('group', group)]);
  };
  // A channel's alpha, [1, 1, C] in NHWC, broadcast over NCHW as [C, 1, 1].
  const prelu = (input: string, alpha: string, out: string) => {
    const { values } = weight(alpha);
    return emit('PRelu', [input, constant(`${alpha}__c11`, [values.length, 1, 1], values)], out);
  };

  const placeholder = graph.nodes.find((node) => node.op === 'Placeholder');
  if (!placeholder) throw new Error('The model has no input');
  emit('Transpose', ['input'], placeholder.name, [ints('perm', [0, 3, 1, 2])]);
  for (const node of graph.nodes) {
    const [x = '', second = '', third = '', fourth = ''] = node.input ?? [];
    switch (node.op) {
      case 'Const':
      case 'Placeholder':
        break;
      case '_FusedConv2D': {
        const fused = (attr(node, 'fused_ops')?.list?.s ?? []).map(decoded).join(',');
        if (fused === 'BiasAdd') conv(node, x, second, 1, third);
        else if (fused === 'BiasAdd,Prelu')
          prelu(conv(node, x, second, 1, third, `${node.name}__conv`), fourth, node.name);
        else if (fused === 'BiasAdd,Relu')
          emit('Relu', [conv(node, x, second, 1, third, `${node.name}__conv`)], node.name);
        else throw new Error(`${node.name}: fused ${fused} is not supported`);
        break;
      }
      case 'DepthwiseConv2dNative':
        conv(node, x, second, weight(second).shape[2] ?? 1);
        break;
      case 'AddV2':
        emit('Add', [x, second], node.name);
        break;
      case 'Prelu':
        prelu(x, second, node.name);
        break;
      case 'MaxPool':
        emit('MaxPool', [x], node.name, [
          ints('kernel_shape', spatial(node, 'ksize')),
          ints('strides', spatial(node, 'strides')),
          padding(node),
        ]);
        break;
      case 'Pad': {
        // [[before, after] per NHWC axis] to ONNX's [begins..., ends...] in NCHW.
        const pairs = weight(second).values;
        const axes = [0, 3, 1, 2];
        const pads = [...axes.map((a) => pairs[a * 2] ?? 0), ...axes.map((a) => pairs[a * 2 + 1] ?? 0)];
        emit('Pad', [x, constant(`${second}__nchw`, [8], pads, true)], node.name);
        break;
      }
      case 'Sigmoid':
      case 'Identity':
        emit(node.op, [x], node.name);
        break;
      case 'Reshape': {
        const nhwc = emit('Transpose', [x], `${node.name}__nhwc`, [ints('perm', [0, 2, 3, 1])]);
        const shape = weight(second).values;
        emit('Reshape', [nhwc, constant(`${second}__i64`, [shape.length], shape, true)], node.name);
        break;
      }
      case 'ConcatV2': {
        const inputs = (node.input ?? []).slice(0, -1);
        const axis = weight(node.input?.at(-1) ?? '').values[0] ?? 0;
        emit('Concat', inputs, node.name, [int('axis', NHWC_TO_NCHW_AXIS[(axis + 4) % 4] ?? 1)]);
        break;
      }
      default:
        throw new Error(`${node.name}: operation ${node.op} is not supported`);
    }
  }
  const info = (name: string, dims?: number[]) =>
    onnx.ValueInfoProto.create({
      name,
      type: {
        tensorType: {
          elemType: onnx.TensorProto.DataType.FLOAT,
          ...(dims ? { shape: { dim: dims.map((dimValue) => ({ dimValue })) } } : {}),
        },
      },
    });
  const graphProto = onnx.GraphProto.create({
    name: 'g',
    node: nodes.map((n) => onnx.NodeProto.create(n)),
    initializer: initializer.map((t) => onnx.TensorProto.create(t)),
    input: [info('input', inputShape)],
    output: Object.values(graph.outputs).map((name) => info(name)),
  });
  return onnx.ModelProto.encode(
    onnx.ModelProto.create({ irVersion: 7, opsetImport: [{ domain: '', version: 13 }], graph: graphProto }),
  ).finish();
}
