// Printing each kind's cost apart (JPEG photos, iPhone HEIC, phone clips) and the day they make.
import type { KindOutcome } from './kind-outcome.ts';
import { mib } from './memory.ts';
import { DAY_AIM_MINUTES, DAY_PHOTOS, minutes, pct } from './report.ts';
import type { PipelineRun } from './run-pipeline.ts';

export type KindRun = {
  label: string;
  items: number;
  /** Seconds of each clip, for videos. */
  seconds?: number;
  run: PipelineRun;
};

/** The run of each kind, in the order they ran; a kind left out (0 asked for) is absent. */
export type DayRuns = { jpeg: KindRun; heic?: KindRun; videos?: KindRun };

const s = (msTotal: number) => `${(msTotal / 1000).toFixed(1)} s`;
const cpuOf = (run: PipelineRun) => run.cpuMs + (run.childCpuMs ?? 0);

/** `frames`: how many images of each media faces are read from (a clip's three frames). */
export function printKindOutcome(label: string, o: KindOutcome, frames = 1) {
  const found = frames > 1 ? `faces found in ${frames} frames each` : 'faces found';
  const inView = frames > 1 ? ' wholly in view in those frames' : '';
  console.log(
    `${label}: media ${JSON.stringify(o.media)}; ${found} ${o.detectedFaces} (placed${inView} ${o.placedFaces})`,
  );
  console.log(
    `deliveries ${o.deliveries}, WRONG CHILD (nowhere in the scene) ${o.wrong}; enrolled children${inView}` +
      ` ${o.expected}, delivered ${o.expectedDelivered} (${pct(o.expectedDelivered / Math.max(1, o.expected))})`,
  );
}

export function printKinds(day: DayRuns) {
  const kinds = [day.jpeg, day.heic, day.videos].filter((kind) => kind !== undefined);
  console.log('\n== Each kind apart (enqueued alone, after the one before had settled)');
  console.log('CPU: this process (all threads) and the ffmpeg/ffprobe processes it ran; RSS: this process');
  console.log(
    `${'kind'.padEnd(24)} ${'items'.padStart(5)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)} ${'ffmpeg'.padStart(8)}` +
      `  ${'CPU per item'.padEnd(34)} peak RSS`,
  );
  for (const { label, items, seconds, run } of kinds) {
    const perItem = cpuOf(run) / items;
    const perSecond = seconds ? `, ${(perItem / seconds / 1000).toFixed(2)} s a video second` : '';
    const ffmpeg = run.childCpuMs === null ? 'n/a' : s(run.childCpuMs);
    console.log(
      `${label.padEnd(24)} ${String(items).padStart(5)} ${s(run.wallMs).padStart(8)} ${s(cpuOf(run)).padStart(8)}` +
        ` ${ffmpeg.padStart(8)}  ${`${s(perItem)}${perSecond}`.padEnd(34)} ${mib(run.memory.peakRss)}`,
    );
  }
}

/**
 * The day of DAY_PHOTOS photos, as many of them HEIC as this run had and the rest JPEG, and as many
 * clips as this run had, at this run's cost per item of each kind.
 */
export function printDay(day: DayRuns, cores: number) {
  const heicCount = Math.min(DAY_PHOTOS, day.heic?.items ?? 0);
  const parts = [
    { name: `${DAY_PHOTOS - heicCount} JPEG`, count: DAY_PHOTOS - heicCount, kind: day.jpeg },
    { name: `${heicCount} HEIC`, count: heicCount, kind: day.heic },
    {
      name: `${day.videos?.items ?? 0} clips of ${day.videos?.seconds ?? 0} s`,
      count: day.videos?.items ?? 0,
      kind: day.videos,
    },
  ].filter((part) => part.count > 0 && part.kind);
  const cost = (per: (run: PipelineRun) => number) =>
    parts.map((p) => (p.kind ? (per(p.kind.run) / p.kind.items) * p.count : 0));
  const cpu = cost(cpuOf);
  const wall = cost((run) => run.wallMs);
  const cpuMs = cpu.reduce((a, b) => a + b, 0);
  const wallMs = wall.reduce((a, b) => a + b, 0);
  console.log(`\n== The projected day: ${parts.map((p) => p.name).join(' + ')}`);
  console.log(
    `CPU ${minutes(cpuMs)}: ${parts.map((p, i) => `${p.name} ${minutes(cpu[i] ?? 0)} (${pct((cpu[i] ?? 0) / cpuMs)})`).join(', ')}`,
  );
  const verdict = wallMs < DAY_AIM_MINUTES * 60_000 ? 'within' : 'OVER';
  console.log(
    `at least ${minutes(cpuMs / cores)} of ${cores} idle cores, ${minutes(cpuMs / 8)} of 8;` +
      ` at this run's wall rates ${minutes(wallMs)} (${verdict} the ${DAY_AIM_MINUTES}-minute aim)`,
  );
}
