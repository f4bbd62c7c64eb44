// The benchmark's settings: `--photos N` (or PIPELINE_BENCH_PHOTOS), default 40.
import { parseArgs } from 'node:util';

export type BenchOptions = { photos: number; seed: number };

export function readOptions(args = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      photos: { type: 'string', default: process.env.PIPELINE_BENCH_PHOTOS ?? '40' },
      seed: { type: 'string', default: '1' },
    },
  });
  const photos = Number(values.photos);
  const seed = Number(values.seed);
  if (!Number.isInteger(photos) || photos < 1) throw new Error(`--photos wants a positive integer`);
  if (!Number.isInteger(seed)) throw new Error(`--seed wants an integer`);
  return { photos, seed };
}
