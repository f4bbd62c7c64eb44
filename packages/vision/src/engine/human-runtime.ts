import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as tf from '@tensorflow/tfjs-core';
import type { Config, Human } from '@vladmandic/human';
import { DLIB_MODEL, type DlibResnet, loadDlibResnet } from './dlib-resnet.ts';
import { type FaceDetector, loadFaceDetector } from './face-detector.ts';
import { registerFileModelLoader } from './model-files.ts';
import { createSerialQueue, type SerialQueue } from './serial-queue.ts';

type HumanModule = typeof import('@vladmandic/human');

/**
 * One loaded Human with the TensorFlow.js it runs on, dlib's embedding network on that same
 * TensorFlow.js, and the queue every call to them goes through.
 */
export type HumanRuntime = {
  human: Human;
  tf: typeof tf;
  /** Finds candidates on the whole photo (BlazeFace on onnxruntime); Human analyses each one. */
  detector: FaceDetector;
  embedder: DlibResnet;
  exclusive: SerialQueue;
};

/** Names the model behind the embeddings; stored with them so a model change is noticed. */
export const EMBEDDING_MODEL = DLIB_MODEL;

// FaceRes (Human's 'description') is not loaded: its weights carry no licence (docs/decisions/0027).
// The expression model is not loaded either: it was trained on FER-2013, research-only data; the
// smile hint is read from the mesh instead (smileFromMesh).
const REQUIRED_MODELS = ['blazeface', 'facemesh', 'iris'];

const require = createRequire(import.meta.url);
// The package's default Node entry needs tfjs-node (a native download). Its WebAssembly build is
// not in the package's exports map, so it is loaded by file path next to the default entry.
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/**
 * Every switch spelled out: Human merges each call's settings into its own and keeps them. The
 * detector's bar is low on purpose; a face counts only once its crop's mesh scores 0.6 (find-faces).
 */
/** Describing one face on its crop: landmarks and eyes (the embedding is dlib's). */
export const ANALYSIS_PASS: Partial<Config> = {
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, iouThreshold: 0.3 },
    mesh: { enabled: true },
    iris: { enabled: true },
    emotion: { enabled: false },
    description: { enabled: false },
    attention: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
};

const baseConfig: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${wasmDist}${path.sep}`,
  wasmPlatformFetch: false,
  modelBasePath: `${pathToFileURL(path.join(humanDist, '..', 'models')).href}/`,
  debug: false,
  warmup: 'none',
  cacheModels: false,
  // Human skips work when a frame looks like the previous one (a video feature): with still photos
  // that would hand one photo's faces to the next, so the frame cache is off.
  cacheSensitivity: 0,
  skipAllowed: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  ...ANALYSIS_PASS,
};

// Human keeps its models and caches in module scope, so a thread holds one Human whatever the
// number of engines, and all its calls share one queue. Each worker thread loads its own copy.
let runtime: Promise<HumanRuntime> | undefined;

/** The thread's Human, loaded on first use from files inside node_modules (no network). */
export function humanRuntime(): Promise<HumanRuntime> {
  runtime ??= start().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

async function start(): Promise<HumanRuntime> {
  const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as HumanModule;
  const human = new Human(baseConfig);
  const tfjs = human.tf as typeof tf;
  registerFileModelLoader(tfjs);
  await human.load();
  const loaded = human.models.loaded();
  const missing = REQUIRED_MODELS.filter((name) => !loaded.includes(name));
  if (missing.length > 0) throw new Error(`Face models failed to load: ${missing.join(', ')}`);
  return {
    human,
    tf: tfjs,
    detector: await loadFaceDetector(),
    embedder: await loadDlibResnet(),
    exclusive: createSerialQueue(),
  };
}
