// dlib's face-recognition ResNet on onnxruntime-node: the graph (dlib-resnet-graph.ts) as compiled
// for this machine (compiled-network.ts), one single-threaded session a thread.
import ort from 'onnxruntime-node';
import { CHIP_SIDE } from './align-face.ts';
import { openCompiledNetwork } from './compiled-network.ts';

/**
 * Names the model behind the embeddings, the alignment included; stored with each so a change is
 * noticed. `-mesh-onnx`: aligned on FaceMesh's own points since decision 0047 (Human's iris step
 * had moved the eye corners); the embeddings moved by cosine 0.001-0.006, so old ones are re-made.
 */
export const DLIB_MODEL = 'dlib-resnet-v1-mesh-onnx';
export const DLIB_DIMENSIONS = 128;

// dlib's input layer: the mean colour of its training chips subtracted, then divided by 256.
const MEAN_RGB = [122.782, 117.001, 104.298] as const;
const INPUT_SCALE = 256;

export type DlibResnet = { embed(chip: Float32Array): Promise<Float32Array> };

/** Opens the network (one single-threaded session). */
export async function loadDlibResnet(): Promise<DlibResnet> {
  const session = await openCompiledNetwork('dlib-resnet', {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
  const planeSize = CHIP_SIDE * CHIP_SIDE;
  return {
    async embed(chip) {
      if (chip.length !== planeSize * 3) throw new Error('A face chip is 150 × 150 RGB');
      // HWC 0..255 to CHW, normalised as dlib's input layer does.
      const planes = new Float32Array(planeSize * 3);
      for (let i = 0; i < planeSize; i++)
        for (let c = 0; c < 3; c++)
          planes[c * planeSize + i] = ((chip[i * 3 + c] ?? 0) - (MEAN_RGB[c] ?? 0)) / INPUT_SCALE;
      const out = await session.run({
        input: new ort.Tensor('float32', planes, [1, 3, CHIP_SIDE, CHIP_SIDE]),
      });
      const result = Object.values(out)[0];
      try {
        return Float32Array.from(result?.data as Float32Array);
      } finally {
        for (const value of Object.values(out)) value.dispose();
      }
    },
  };
}
