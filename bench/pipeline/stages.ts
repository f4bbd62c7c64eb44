// Where an ingest's time goes: each step of ingestMedia alone on a few photos, one at a time. As in
// the pipeline, the derivatives decode the photo once and the other steps read that working image.
import { makeImageDerivatives, perceptualHashOf, readShootingTime, thumbHashOf } from '@hibi/media';
import type { FaceEngine } from '@hibi/vision';
import sharp from 'sharp';

type Derivatives = Awaited<ReturnType<typeof makeImageDerivatives>>;
type Step = (photo: Buffer, faces: FaceEngine, decoded: Derivatives) => Promise<unknown>;

const STEPS: [string, Step][] = [
  ['full decode (reference)', (photo) => sharp(photo).raw().toBuffer()],
  ['derivatives (makeImageDerivatives)', (photo) => makeImageDerivatives(photo)],
  ['shooting time (EXIF)', (photo) => readShootingTime(photo, new Date())],
  ['ThumbHash placeholder', (_, __, d) => thumbHashOf(d.working)],
  ['perceptual hash', (_, __, d) => perceptualHashOf(d.working)],
  [
    'faces (one thread)',
    (_, faces, d) => faces.detect({ ...d.working, originalWidth: d.width, originalHeight: d.height }),
  ],
];

/** Wall time, and CPU time of the whole process (the face thread's included). */
export type StageTime = { step: string; medianMs: number; medianCpuMs: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function profileStages(photos: Buffer[], faces: FaceEngine): Promise<StageTime[]> {
  const decoded = await Promise.all(photos.map((photo) => makeImageDerivatives(photo)));
  const times: StageTime[] = [];
  for (const [step, run] of STEPS) {
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (const [i, photo] of photos.entries()) {
      const [started, cpu] = [performance.now(), process.cpuUsage()];
      await run(photo, faces, decoded[i] as Derivatives);
      const used = process.cpuUsage(cpu);
      ms.push(performance.now() - started);
      cpuMs.push((used.user + used.system) / 1000);
    }
    times.push({ step, medianMs: median(ms), medianCpuMs: median(cpuMs) });
  }
  return times;
}
