// The benchmark's settings, each also settable by environment: `--photos N` (PIPELINE_BENCH_PHOTOS,
// default 40) JPEG photos, `--heic N` (PIPELINE_BENCH_HEIC, default 10) iPhone HEIC photos,
// `--videos N` (PIPELINE_BENCH_VIDEOS, default 20) clips of `--video-seconds S`
// (PIPELINE_BENCH_VIDEO_SECONDS, default 30). 0 HEIC or 0 videos leaves that kind out.
// `--worker-process` (PIPELINE_BENCH_WORKER_PROCESS=1) measures a worker process of its own.
import { parseArgs } from 'node:util';

export type BenchOptions = {
  photos: number;
  heic: number;
  videos: number;
  videoSeconds: number;
  seed: number;
  /** Run the measured phases in a worker process of their own (bench/pipeline/worker-process.ts). */
  workerProcess: boolean;
};

const env = process.env;

/** A whole number of at least `min`, written as digits only ("1e3", "2.0" and "" are refused). */
function count(name: string, variable: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value ?? '') || n < min)
    throw new Error(
      `--${name} (or ${variable}) wants a ${min > 0 ? 'positive' : 'non-negative'} integer, not "${value}"`,
    );
  return n;
}

export function readOptions(args = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      photos: { type: 'string', default: env.PIPELINE_BENCH_PHOTOS ?? '40' },
      heic: { type: 'string', default: env.PIPELINE_BENCH_HEIC ?? '10' },
      videos: { type: 'string', default: env.PIPELINE_BENCH_VIDEOS ?? '20' },
      'video-seconds': { type: 'string', default: env.PIPELINE_BENCH_VIDEO_SECONDS ?? '30' },
      seed: { type: 'string', default: '1' },
      'worker-process': { type: 'boolean', default: env.PIPELINE_BENCH_WORKER_PROCESS === '1' },
    },
  });
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed wants an integer`);
  return {
    // The JPEG photos carry the outcome check and the stage profile, so there is at least one.
    photos: count('photos', 'PIPELINE_BENCH_PHOTOS', values.photos, 1),
    heic: count('heic', 'PIPELINE_BENCH_HEIC', values.heic, 0),
    videos: count('videos', 'PIPELINE_BENCH_VIDEOS', values.videos, 0),
    videoSeconds: count('video-seconds', 'PIPELINE_BENCH_VIDEO_SECONDS', values['video-seconds'], 1),
    seed,
    workerProcess: values['worker-process'] ?? false,
  };
}
