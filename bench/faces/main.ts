// `npm run bench:faces`: detection recall by face size, identification precision and recall, and
// the threshold sweep behind the matching constants of @hibi/vision. A few minutes on 2 cores.
import os from 'node:os';
import { EMBEDDING_MODEL, MATCH_MARGIN, MATCH_THRESHOLD } from '@hibi/vision';
import { loadIdentities } from './dataset.ts';
import { recallBySize } from './detection.ts';
import { embedCrops, embedStrangers } from './embed.ts';
import { FOLDS, leaveOneOut, makeFold } from './folds.ts';
import { type Query, score } from './identification.ts';
import { createDetectionPool } from './pool.ts';
import { printDetection, printIdentification, printTimes } from './report.ts';
import { runScenes, type SceneRun } from './run-scenes.ts';

// `npm run bench:faces -- --real`: the figures on real photos (bench/faces-real) instead.
if (process.argv.includes('--real')) {
  await (await import('../faces-real/run.ts')).runRealBench();
  process.exit(0);
}

const started = performance.now();
const workers = Math.max(1, Math.min(2, os.availableParallelism()));
const pool = createDetectionPool(workers);
console.log(
  `Face benchmark on ${workers} worker thread(s), embeddings ${EMBEDDING_MODEL}. Faces: 8 adults × 5 crops,`,
);
console.log(
  'strangers from the expression images. Adults, not children: read every figure with that in mind.\n',
);

const identities = loadIdentities();
const crops = await embedCrops(pool, identities);
const strangers = await embedStrangers(pool);
console.log(`identity crops with exactly one face found: ${crops.singleFace}/${crops.faces.length}`);
console.log(
  `strangers: ${strangers.length} (${strangers.filter((s) => s.embedding).length} found on their crop)`,
);

const queries: Query[] = [];
for (const crop of crops.faces) {
  if (!crop.embedding) continue;
  queries.push({
    truth: crop.label,
    source: 'loo',
    bucket: 'crop',
    scores: score(crop.embedding, leaveOneOut(crops.faces, crop)),
  });
}
const scenes: SceneRun[] = [];
for (let f = 0; f < FOLDS; f++) {
  const fold = makeFold(f, crops.faces, strangers);
  for (const face of [...fold.heldOut, ...fold.outsiders]) {
    if (face.embedding)
      queries.push({
        truth: face.label,
        source: 'crop',
        bucket: 'crop',
        scores: score(face.embedding, fold.facility),
      });
  }
  const run = await runScenes(pool, fold, f);
  scenes.push(run);
  queries.push(...run.queries);
}
await pool.close();

printDetection(
  recallBySize(scenes.flatMap((s) => s.pairs)),
  recallBySize(scenes.flatMap((s) => s.wholeImagePairs)),
  scenes.flatMap((s) => s.pairs),
  scenes.flatMap((s) => s.falseDetections),
);
printIdentification(queries, { threshold: MATCH_THRESHOLD, margin: MATCH_MARGIN });
printTimes(
  scenes.flatMap((s) => s.times),
  crops.detections.map((d) => ({ ...d, faces: d.faces.length })),
  performance.now() - started,
);
