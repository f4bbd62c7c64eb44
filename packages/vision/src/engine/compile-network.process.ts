// `node compile-network.process.ts <network> <file>`: builds the network's graph, lets onnxruntime
// optimise it for this machine and writes the result to <file>, through a temporary file so that
// no reader sees half a model. compiled-network.ts runs it in a process of its own (decision 0058).
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { isNetworkName, NETWORKS } from './network-graphs.ts';

const [name = '', file = ''] = process.argv.slice(2);
if (!isNetworkName(name) || !file) {
  console.error(`usage: compile-network.process.ts <${Object.keys(NETWORKS).join('|')}> <file>`);
  process.exit(2);
}
await mkdir(path.dirname(file), { recursive: true });
const temporary = `${file}.${process.pid}.tmp`;
try {
  const session = await ort.InferenceSession.create(await NETWORKS[name](), {
    graphOptimizationLevel: 'all',
    optimizedModelFilePath: temporary,
    intraOpNumThreads: 1,
    // The optimiser warns that NCHWc layouts fit this processor only: the file's name says which.
    logSeverityLevel: 3,
  });
  await session.release();
  await rename(temporary, file);
} finally {
  await rm(temporary, { force: true });
}
