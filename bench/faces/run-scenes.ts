// One facility's synthetic group photos: compose, detect on the worker pool, pair with the truth.
import { bucketOf, type Pairing, pairDetections } from './detection.ts';
import { type Fold, pickSceneFaces } from './folds.ts';
import { type Query, score } from './identification.ts';
import type { createDetectionPool } from './pool.ts';
import { composeScene, random } from './scenes.ts';

export const SCENES_PER_FOLD = 8;

export type SceneRun = {
  pairs: Pairing;
  /** Pairs from detecting on the whole image only, the detector's default use (first fold only). */
  wholeImagePairs: Pairing;
  falseDetections: { score: number }[];
  queries: Query[];
  times: { ms: number; cpuMs: number; faces: number }[];
};

export async function runScenes(pool: ReturnType<typeof createDetectionPool>, fold: Fold, f: number) {
  const rnd = random(1000 + f);
  const scenes = await Promise.all(
    Array.from({ length: SCENES_PER_FOLD }, (_, s) =>
      composeScene(pickSceneFaces(fold, rnd), s, 7919 * f + s),
    ),
  );
  const run: SceneRun = { pairs: [], wholeImagePairs: [], falseDetections: [], queries: [], times: [] };
  const results = await Promise.all(scenes.map((scene) => pool.detect(scene.bytes)));
  if (f === 0) {
    const baseline = await Promise.all(scenes.map((scene) => pool.detect(scene.bytes, { minFacePx: 1e6 })));
    for (const [s, b] of baseline.entries()) {
      run.wholeImagePairs.push(...pairDetections(scenes[s]?.truth ?? [], b.faces).pairs);
    }
  }
  results.forEach((result, s) => {
    run.times.push({ ms: result.ms, cpuMs: result.cpuMs, faces: result.faces.length });
    const { pairs, falseDetections } = pairDetections(scenes[s]?.truth ?? [], result.faces);
    run.pairs.push(...pairs);
    run.falseDetections.push(...falseDetections);
    for (const { truth, face } of pairs) {
      if (!face) continue;
      const scores = score(face.embedding, fold.facility);
      run.queries.push({ truth: truth.label, source: 'scene', bucket: bucketOf(truth.size), scores });
    }
    for (const face of falseDetections) {
      const scores = score(face.embedding, fold.facility);
      run.queries.push({ truth: null, source: 'scene', bucket: 'false detection', scores });
    }
  });
  return run;
}
