import { DLIB_MODEL, type DlibResnet, loadDlibResnet } from './dlib-resnet.ts';
import { type FaceDetector, loadFaceDetector } from './face-detector.ts';
import { type FaceMeshModel, loadFaceMesh } from './face-mesh.ts';
import { createSerialQueue, type SerialQueue } from './serial-queue.ts';

/** The thread's three networks on onnxruntime-node, and the queue every call to them goes through. */
export type FaceRuntime = {
  /** Finds candidates on the whole photo (BlazeFace). */
  detector: FaceDetector;
  /** Reads each candidate's 468 points and face score (FaceMesh). */
  mesh: FaceMeshModel;
  /** Describes an aligned face (dlib's ResNet). */
  embedder: DlibResnet;
  exclusive: SerialQueue;
};

/** Names the model behind the embeddings; stored with them so a model change is noticed. */
export const EMBEDDING_MODEL = DLIB_MODEL;

// One runtime a thread: its sessions are single-threaded, so parallelism comes from face threads.
let runtime: Promise<FaceRuntime> | undefined;

/** The thread's networks, loaded on first use from files inside node_modules (no network). */
export function faceRuntime(): Promise<FaceRuntime> {
  runtime ??= start().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

async function start(): Promise<FaceRuntime> {
  const [detector, mesh, embedder] = await Promise.all([
    loadFaceDetector(),
    loadFaceMesh(),
    loadDlibResnet(),
  ]);
  return { detector, mesh, embedder, exclusive: createSerialQueue() };
}
