// Printing the pipeline benchmark's figures.
import os from 'node:os';
import { workingLongSide } from '@hibi/media';
import type { JobTimes } from './job-queue.ts';
import { mib } from './memory.ts';
import type { Outcome } from './outcome.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photos.ts';
import type { PipelineRun } from './run-pipeline.ts';
import type { StageTime } from './stages.ts';

export const DAY_PHOTOS = 1000;
export const DAY_AIM_MINUTES = 5;
export const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0;
const ms = (x: number) => `${x.toFixed(0)} ms`;
/** Rounded to the second first, so that 59.6 s is 1 min 0 s, not 0 min 60 s. */
export function minutes(msTotal: number) {
  const seconds = Math.round(msTotal / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export function printThroughput(photos: number, run: PipelineRun, cores: number) {
  const perPhotoMs = run.wallMs / photos;
  const dayMs = perPhotoMs * DAY_PHOTOS;
  const verdict = dayMs < DAY_AIM_MINUTES * 60_000 ? 'within' : 'OVER';
  console.log('\n== Throughput (from the first enqueue until every ingest and match job is done)');
  console.log(
    `${photos} photos in ${(run.wallMs / 1000).toFixed(1)} s: ${(photos / (run.wallMs / 1000)).toFixed(2)} photos/s, ${ms(perPhotoMs)} per photo`,
  );
  console.log(
    `projected ${DAY_PHOTOS.toLocaleString('en')}-photo day: ${minutes(dayMs)} (${verdict} the ${DAY_AIM_MINUTES}-minute aim)`,
  );
  console.log(
    `CPU: ${(run.cpuMs / 1000).toFixed(1)} s over all threads = ${pct(run.cpuMs / (run.wallMs * cores))} of ${cores} cores;` +
      ` load average ${os.loadavg()[0]?.toFixed(1)} (other processes on the cores stretch the wall time)`,
  );
  // The floor: the same CPU work spread perfectly over cores nobody else uses.
  const cpuDayMs = ((run.cpuMs / photos) * DAY_PHOTOS) / cores;
  console.log(
    `CPU per photo ${ms(run.cpuMs / photos)} (process user+sys, all threads; the cores are shared, so wall times are noisy):` +
      ` a 1,000-photo day needs at least ${minutes(cpuDayMs)} of ${cores} idle cores, ${minutes(cpuDayMs * (cores / 8))} of 8`,
  );
  console.log(
    `peak RSS: ${mib(run.memory.peakRss)} (${mib(run.memory.startedRss)} before the run; ` +
      `${run.memory.samples > 0 ? `${run.memory.samples} samples, every 100 ms` : 'the worker process’s own peak, VmHWM'})`,
  );
}

export function printJobs(jobs: JobTimes[], run: PipelineRun, title = 'Jobs (pg-boss)') {
  console.log(`\n== ${title}, run time per job`);
  for (const name of ['media-ingest', 'media-match']) {
    const of = jobs.filter((j) => j.name === name);
    const run = of.map((j) => j.runMs);
    const wait = of.map((j) => j.waitMs);
    console.log(
      `${name.padEnd(12)} ${String(of.length).padStart(4)} jobs: median ${ms(quantile(run, 0.5))}, p90 ${ms(quantile(run, 0.9))};` +
        ` queue wait median ${ms(quantile(wait, 0.5))}; retried ${of.filter((j) => j.retries > 0).length}, failed ${of.filter((j) => j.state === 'failed').length}`,
    );
  }
  const detect = run.detectionMs;
  // A worker process of its own (--worker-process) times its faces where this bench cannot see.
  if (detect.length > 0)
    console.log(
      `face detection as ingest waits for it: median ${ms(quantile(detect, 0.5))}, p90 ${ms(quantile(detect, 0.9))}` +
        ` (${detect.length} images; ${(detect.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in all)`,
    );
  if (run.errors.length > 0)
    console.log(`errors logged by the workers: ${run.errors.length}, first: ${run.errors[0]}`);
}

export function printOutcome(o: Outcome) {
  console.log('\n== Deliveries (judged against the faces placed in each photo)');
  console.log(`media: ${JSON.stringify(o.media)}`);
  console.log(
    `faces placed ${o.placedFaces}, detected ${o.detectedFaces} (${o.falseDetections} not a placed face); decisions ${JSON.stringify(o.decisions)}`,
  );
  const right = o.deliveries - o.wrong;
  console.log(
    `deliveries made: ${o.deliveries}: correct ${right}, WRONG CHILD ${o.wrong}; hidden again by the day's selection: ${JSON.stringify(o.hidden)}`,
  );
  console.log(
    `enrolled children's faces placed: ${o.expected}, delivered: ${right} (${pct(right / Math.max(1, o.expected))})`,
  );
  console.log('face size   | detected              | enrolled faces delivered');
  for (const b of o.bySize) {
    const cell = (n: number, of: number) => `${n}/${of} = ${pct(n / Math.max(1, of))}`;
    console.log(
      `${b.bucket.padEnd(11)} | ${cell(b.detected, b.placed).padEnd(21)} | ${cell(b.delivered, b.enrolled)}`,
    );
  }
  console.log(
    `(sizes in the ${PHOTO_WIDTH} × ${PHOTO_HEIGHT} original; detection works on the working image,` +
      ` ${workingLongSide(PHOTO_WIDTH)} px long: decision 0052)`,
  );
}

export function printStages(stages: StageTime[], photos: number) {
  console.log(`\n== Where an ingest's time goes (each step alone, median of ${photos} photos)`);
  const total = stages.slice(1).reduce((sum, s) => sum + s.medianCpuMs, 0);
  console.log(`${'step'.padEnd(36)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)}  share of the steps' CPU`);
  for (const s of stages) {
    const share = s === stages[0] ? '(for reference)' : pct(s.medianCpuMs / total);
    console.log(
      `${s.step.padEnd(36)} ${ms(s.medianMs).padStart(8)} ${ms(s.medianCpuMs).padStart(8)}  ${share}`,
    );
  }
}
