// `npm run bench:pipeline`: the media pipeline end to end on this machine. N 12-megapixel photos
// (`--photos N` or PIPELINE_BENCH_PHOTOS, default 40) go through the job queue as in production
// (ingest: derivatives, hashes, faces; then matching and the day's selection): photos per second,
// the projected 1,000-photo day, peak memory, and whether any photo went to the wrong child.
// PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise.
import os from 'node:os';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { benchConcurrency, createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import { jobTimes } from './job-queue.ts';
import { readOptions } from './options.ts';
import { outcomeOf, type Uploaded } from './outcome.ts';
import { generatePhotoSet } from './photo-set.ts';
import { ENROLLED, NOT_ENROLLED, PHOTO_HEIGHT, PHOTO_WIDTH } from './photos.ts';
import { printJobs, printOutcome, printStages, printThroughput } from './report.ts';
import { runPipeline } from './run-pipeline.ts';
import { profileStages } from './stages.ts';

const STAGE_SAMPLE = 3;
const started = performance.now();
const options = readOptions();
const cores = os.availableParallelism();
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite in memory';
console.log(
  `Pipeline benchmark: ${options.photos} photos of ${PHOTO_WIDTH} × ${PHOTO_HEIGHT}, ${cores} cores, ${database}.`,
);
console.log(
  `Children enrolled from crops 1-3: ${ENROLLED.join(', ')}; also in the photos, not enrolled: ${NOT_ENROLLED.join(', ')}.`,
);

const set = await generatePhotoSet(options.photos, options.seed);
console.log(
  `photos composed in ${((performance.now() - started) / 1000).toFixed(0)} s (not timed), mean JPEG ${(set.meanBytes / 2 ** 20).toFixed(1)} MiB`,
);
const harness = await createPipelineHarness(ENROLLED);
try {
  const { deps, childOf } = harness;
  // Every face thread starts and loads its models before the clock runs, as in a warm worker.
  const crop = identityCrop(ENROLLED[0] ?? '', 1);
  await Promise.all(Array.from({ length: benchConcurrency().faceThreads }, () => deps.faces.detect(crop)));
  const uploaded: Uploaded[] = [];
  for (const truth of set.photos)
    uploaded.push({ mediaId: await harness.upload(await set.read(truth)), truth });

  const run = await runPipeline(
    deps,
    harness.database,
    uploaded.map((u) => u.mediaId),
  );
  try {
    printThroughput(options.photos, run, cores);
    printJobs(await jobTimes(deps.db), run);
    printOutcome(await outcomeOf(deps.db, uploaded, childOf));
    const sample = await Promise.all(set.photos.slice(0, STAGE_SAMPLE).map((p) => set.read(p)));
    printStages(await profileStages(sample, deps.faces), sample.length);
  } finally {
    await run.stop();
  }
} finally {
  await harness.close();
  await set.remove();
}
console.log(`\nwhole benchmark: ${((performance.now() - started) / 1000).toFixed(0)} s`);
