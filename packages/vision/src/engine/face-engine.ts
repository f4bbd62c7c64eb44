import type { DecodedImage, DetectedFace, DetectOptions, FaceEngine } from '../types.ts';
import { EMBEDDING_MODEL, faceRuntime } from './face-runtime.ts';
import { findFaces } from './find-faces.ts';
import { decodePhoto, workingPhoto } from './raster.ts';

export type FaceEngineOptions = {
  /**
   * Smallest face side, in working-image pixels, the detector's finest pyramid level is sized to
   * find. Smaller finds more and costs more: that level's pixels grow with (32 / minFacePx)².
   * Default 32, the detector's own smallest face: a 60 px face of a 4000 px photo is 31 px here.
   */
  minFacePx?: number;
  /** Photos are shrunk to this longest side before detection. Default 2048. */
  maxImageSide?: number;
  /** Faces analysed per photo at most, the most confident first. Default 40. */
  maxFaces?: number;
  /**
   * Faces that are not real human faces (drawings, animals: human-face.ts): 'drop' (the default)
   * leaves them out, 'mark' returns them with `notHuman: true`, so that a sign-up check can say
   * why it found no child (referenceUsability's 'not_human').
   */
  nonHuman?: 'drop' | 'mark';
};

/**
 * Face engine on onnxruntime-node's native CPU runtime (BlazeFace, FaceMesh, dlib's ResNet), models
 * read from node_modules and this package, no network. Construct as many as you like, also inside
 * worker threads: the models load once per thread on the first detect, and the calls of one thread
 * run one after another.
 */
export function createFaceEngine(options: FaceEngineOptions = {}): FaceEngine {
  const settings = {
    minFacePx: options.minFacePx ?? 32,
    maxFaces: options.maxFaces ?? 40,
    nonHuman: options.nonHuman ?? 'drop',
  };
  const maxImageSide = options.maxImageSide ?? 2048;
  let closed = false;
  return {
    embeddingModel: EMBEDDING_MODEL,
    async detect(
      image: Uint8Array | DecodedImage,
      detectOptions: DetectOptions = {},
    ): Promise<DetectedFace[]> {
      if (closed) throw new Error('This face engine is closed');
      // Decoding runs on sharp's own threads, so it happens before queueing for the models.
      const photo =
        image instanceof Uint8Array
          ? await decodePhoto(image, maxImageSide)
          : await workingPhoto(image, maxImageSide);
      const runtime = await faceRuntime();
      const chosen = { ...settings, nonHuman: detectOptions.nonHuman ?? settings.nonHuman };
      return runtime.exclusive(() => findFaces(runtime, photo, chosen));
    },
    async close() {
      closed = true;
    },
  };
}

/** Loads the models now rather than on the first detect (for example while a worker starts). */
export async function warmUpFaceModels(): Promise<void> {
  await faceRuntime();
}
