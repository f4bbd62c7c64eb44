// `npm run bench:pipeline`: the media pipeline end to end on this machine, over a day's kinds of
// media: N 12-megapixel JPEG photos (`--photos N` or PIPELINE_BENCH_PHOTOS, default 40), iPhone
// HEIC photos of 4032 × 3024 (`--heic N`, PIPELINE_BENCH_HEIC, default 10) and phone clips of
// 1920 × 1080 H.264 at 30 fps (`--videos N`, PIPELINE_BENCH_VIDEOS, default 20, each
// `--video-seconds S` long, PIPELINE_BENCH_VIDEO_SECONDS, default 30); 0 HEIC or videos leaves the
// kind out. Each kind goes through the job queue as in production (ingest: derivatives, hashes,
// faces, for a clip its 720p transcode and three frames' faces; then matching and the day's
// selection) alone, one after the other, so each has its own wall time, CPU (this process's threads
// and its ffmpeg children) and peak memory. For the JPEG photos: photos per second, the projected
// 1,000-photo day, and whether any photo went to the wrong child; then the day of all three kinds.
// The HEIC files are coded here (x265 tiles, HEIF written by heic/heif-file.ts), not by an iPhone.
// A missing input (ffmpeg, a file not made) fails the run. PostgreSQL when TEST_DATABASE_URL is
// set, PGlite otherwise.
import os from 'node:os';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { benchConcurrency, createPipelineHarness } from '#tests/support/pipeline-harness.ts';
import { FACE_FRAMES } from '../../apps/server/src/pipeline/ingest/ingest-video.ts';
import { HEIC_HEIGHT, HEIC_WIDTH } from './heic/iphone-heic.ts';
import { jobTimes } from './job-queue.ts';
import { kindOutcomeOf } from './kind-outcome.ts';
import { type DayRuns, printDay, printKindOutcome, printKinds } from './kinds-report.ts';
import { generateMediaSet } from './media-set.ts';
import { mib } from './memory.ts';
import { readOptions } from './options.ts';
import { outcomeOf, type Uploaded } from './outcome.ts';
import { ENROLLED, NOT_ENROLLED, PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoTruth } from './photos.ts';
import { printJobs, printOutcome, printStages, printThroughput } from './report.ts';
import { startBenchPipeline } from './run-pipeline.ts';
import { profileStages } from './stages.ts';
import { CLIP_HEIGHT, CLIP_WIDTH } from './video-clip.ts';
import { startWorkerProcess } from './worker-process.ts';

const STAGE_SAMPLE = 3;
const started = performance.now();
const options = readOptions();
const cores = os.availableParallelism();
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite in memory';
const labels = {
  jpeg: `JPEG ${PHOTO_WIDTH} × ${PHOTO_HEIGHT}`,
  heic: `HEIC ${HEIC_WIDTH} × ${HEIC_HEIGHT}`,
  videos: `video ${CLIP_WIDTH} × ${CLIP_HEIGHT}, ${options.videoSeconds} s`,
};
console.log(
  `Pipeline benchmark: ${options.photos} photos of ${PHOTO_WIDTH} × ${PHOTO_HEIGHT}, ${options.heic} iPhone-like HEIC of ${HEIC_WIDTH} × ${HEIC_HEIGHT},` +
    ` ${options.videos} clips of ${options.videoSeconds} s ${CLIP_WIDTH} × ${CLIP_HEIGHT} H.264 30 fps; ${cores} cores, ${database};` +
    ` glibc malloc arenas: ${process.env.MALLOC_ARENA_MAX ?? 'not capped'} (decision 0050),` +
    ` V8 ${process.execArgv.find((flag) => flag.startsWith('--max-semi-space-size')) ?? 'default semi-space'} (0053).`,
);
console.log(
  `Children enrolled from crops 1-3: ${ENROLLED.join(', ')}; also in the photos, not enrolled: ${NOT_ENROLLED.join(', ')}.`,
);

const set = await generateMediaSet(options);
const sizes = [
  ['JPEG', 'photos', options.photos],
  ['HEIC', 'heic', options.heic],
  ['clip', 'videos', options.videos],
] as const;
const means = sizes
  .filter(([, , count]) => count > 0)
  .map(([name, kind]) => `${name} ${(set.meanBytes[kind] / 2 ** 20).toFixed(1)} MiB`);
console.log(
  `media made in ${((performance.now() - started) / 1000).toFixed(0)} s (not timed); mean ${means.join(', ')}`,
);
if (options.heic > 0)
  console.log(
    'HEIC made here as an iPhone codes it (HEVC in 512 px tiles under a grid): x265 through ffmpeg, the HEIF' +
      ' boxes by the bench (sharp writes only AV1 HEIF; ffmpeg has no HEIF muxer; libheif-js no encoder)',
  );
const harness = await createPipelineHarness(ENROLLED);
const failures: string[] = [];
try {
  const { deps, childOf } = harness;
  // Every face thread starts and loads its models before the clock runs, as in a warm worker.
  const crop = identityCrop(ENROLLED[0] ?? '', 1);
  await Promise.all(Array.from({ length: benchConcurrency().faceThreads }, () => deps.faces.detect(crop)));
  const worker = options.workerProcess ? await startWorkerProcess(harness) : undefined;
  const bench = worker ?? (await startBenchPipeline(deps, harness.database));
  if (worker)
    console.log(
      'Measured in a worker process of its own (apps/server/src/worker.ts, as npm run worker starts it):' +
        ` ${mib(worker.idleRss)} once started; its face threads load their models with its first photos, in the run.`,
    );
  /** Uploads one kind (outside the clock), then measures its way through the queue. */
  const phase = async (items: PhotoTruth[], contentType: string) => {
    const uploaded: Uploaded[] = [];
    for (const truth of items)
      uploaded.push({ mediaId: await harness.upload(await set.read(truth), contentType), truth });
    const ids = uploaded.map((u) => u.mediaId);
    const run = await bench.measure(ids);
    return { uploaded, run, jobs: await jobTimes(deps.db, ids) };
  };
  try {
    const jpeg = await phase(set.photos, 'image/jpeg');
    printThroughput(options.photos, jpeg.run, cores);
    printJobs(jpeg.jobs, jpeg.run);
    const outcome = await outcomeOf(deps.db, jpeg.uploaded, childOf);
    printOutcome(outcome);
    if (outcome.media.ready !== options.photos) failures.push(`JPEG: ${JSON.stringify(outcome.media)}`);

    const day: DayRuns = { jpeg: { label: labels.jpeg, items: options.photos, run: jpeg.run } };
    const others = [
      { key: 'heic', items: set.heic, contentType: 'image/heic', seconds: undefined, frames: 1 },
      {
        key: 'videos',
        items: set.videos,
        contentType: 'video/mp4',
        seconds: options.videoSeconds,
        frames: FACE_FRAMES.length,
      },
    ] as const;
    for (const { key, items, contentType, seconds, frames } of others.filter((o) => o.items.length > 0)) {
      const { uploaded, run, jobs } = await phase(items, contentType);
      printJobs(jobs, run, `${labels[key]}: ${items.length} through the same queue, jobs (pg-boss)`);
      const kindOutcome = await kindOutcomeOf(deps.db, uploaded, childOf);
      printKindOutcome(labels[key], kindOutcome, frames);
      if (kindOutcome.ready !== items.length) failures.push(`${key}: ${JSON.stringify(kindOutcome.media)}`);
      day[key] = { label: labels[key], items: items.length, seconds, run };
    }
    printKinds(day);
    printDay(day, cores);
    const sample = await Promise.all(set.photos.slice(0, STAGE_SAMPLE).map((p) => set.read(p)));
    printStages(await profileStages(sample, deps.faces), sample.length);
  } finally {
    await bench.stop();
  }
} finally {
  await harness.close();
  await set.remove();
}
console.log(`\nwhole benchmark: ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (failures.length > 0) {
  // A media that never became ready cost less than a real one: the figures above undercount.
  console.error(`not every media became ready, so the figures are not a day's: ${failures.join('; ')}`);
  process.exitCode = 1;
}
