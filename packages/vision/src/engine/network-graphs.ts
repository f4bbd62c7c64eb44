// Each network's ONNX graph as this package builds it from the files in node_modules, by name, so
// that a child process can build one (compile-network.process.ts).
import { blazefaceAnySize } from './blazeface-graph.ts';
import { dlibResnetGraph } from './dlib-resnet-graph.ts';
import { faceMeshGraph } from './face-mesh-graph.ts';

export const NETWORKS = {
  blazeface: blazefaceAnySize,
  'face-mesh': faceMeshGraph,
  'dlib-resnet': dlibResnetGraph,
} satisfies Record<string, () => Promise<Uint8Array>>;

export type NetworkName = keyof typeof NETWORKS;

export function isNetworkName(name: string): name is NetworkName {
  return Object.hasOwn(NETWORKS, name);
}
