// Where an ingest's time goes: each step of ingestMedia alone on a few photos, one at a time
// (in the pipeline derivatives come first, then the other four run together).
import { makeImageDerivatives, perceptualHashOf, readShootingTime, thumbHashOf } from '@hibi/media';
import type { FaceEngine } from '@hibi/vision';
import sharp from 'sharp';

const STEPS: [string, (photo: Buffer, faces: FaceEngine) => Promise<unknown>][] = [
  ['full decode (reference)', (photo) => sharp(photo).raw().toBuffer()],
  ['derivatives (makeImageDerivatives)', (photo) => makeImageDerivatives(photo)],
  ['shooting time (EXIF)', (photo) => readShootingTime(photo, new Date())],
  ['ThumbHash placeholder', (photo) => thumbHashOf(photo)],
  ['perceptual hash', (photo) => perceptualHashOf(photo)],
  ['faces (one thread)', (photo, faces) => faces.detect(photo)],
];

/** Wall time, and CPU time of the whole process (the face thread's included). */
export type StageTime = { step: string; medianMs: number; medianCpuMs: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function profileStages(photos: Buffer[], faces: FaceEngine): Promise<StageTime[]> {
  const times: StageTime[] = [];
  for (const [step, run] of STEPS) {
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (const photo of photos) {
      const [started, cpu] = [performance.now(), process.cpuUsage()];
      await run(photo, faces);
      const used = process.cpuUsage(cpu);
      ms.push(performance.now() - started);
      cpuMs.push((used.user + used.system) / 1000);
    }
    times.push({ step, medianMs: median(ms), medianCpuMs: median(cpuMs) });
  }
  return times;
}
