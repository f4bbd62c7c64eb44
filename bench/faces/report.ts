// Printing the benchmark's figures.
import type { Pairing } from './detection.ts';
import {
  choose,
  MARGINS,
  outcome,
  precision,
  type Query,
  recall,
  scoreGap,
  splitHalves,
  THRESHOLDS,
} from './identification.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './scenes.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

type Recall = { bucket: string; faces: number; found: number }[];

export function printDetection(
  tiled: Recall,
  wholeImage: Recall,
  pairs: Pairing,
  falses: { score: number }[],
) {
  console.log(
    `\n== Detection recall by face size (synthetic ${SCENE_WIDTH} × ${SCENE_HEIGHT} scenes, the production working size)`,
  );
  console.log('face size   | image pyramid (the engine)  | whole image only (first fold)');
  tiled.forEach((t, i) => {
    const w = wholeImage[i];
    const cell = (r: { faces: number; found: number }) =>
      `${r.found}/${r.faces} = ${pct(r.found / Math.max(1, r.faces))}`;
    console.log(`${t.bucket.padEnd(11)} | ${cell(t).padEnd(27)} | ${w ? cell(w) : '-'}`);
  });
  const scores = pairs.flatMap((p) => (p.face ? [p.face.score] : [])).sort((a, b) => a - b);
  console.log(
    `detection scores of pasted faces: min ${scores[0]?.toFixed(2)}, 5th percentile ${scores[Math.floor(scores.length / 20)]?.toFixed(2)};` +
      ` false detections: ${falses.length} (scores ${falses.map((f) => f.score.toFixed(2)).join(', ') || '-'})`,
  );
}

export function printIdentification(queries: Query[], current: { threshold: number; margin: number }) {
  console.log(
    '\n== Identification: threshold / margin sweep (all queries: crops, leave-one-out, scene faces)',
  );
  console.log(`queries: ${queries.length}; of enrolled children: ${outcome(queries, -1, 0).expected}`);
  const chosen = choose(queries);
  // The table around the edge that matters: where wrong deliveries stop.
  const shown = MARGINS.filter((m) => [0, 0.005, 0.01, 0.02, 0.04, 0.06].includes(m));
  const centre = chosen?.threshold ?? 0.7;
  console.log(
    `threshold | ${shown.map((m) => `margin ${m.toFixed(3)}: P / R / wrong`.padEnd(29)).join(' | ')}`,
  );
  for (const t of THRESHOLDS.filter((t) => Math.abs(t - centre) <= 0.0401)) {
    const cells = shown.map((m) => {
      const o = outcome(queries, t, m);
      return `${pct(precision(o))} / ${pct(recall(o))} / ${o.wrong}`.padEnd(29);
    });
    console.log(`${t.toFixed(3).padEnd(9)} | ${cells.join(' | ')}`);
  }
  const gap = scoreGap(queries);
  console.log(
    `\nScore gap: lowest right-person best score ${gap.lowestRight.toFixed(3)}, highest wrong-person best score` +
      ` ${gap.highestWrong.toFixed(3)}: gap ${gap.gap.toFixed(3)}${gap.gap > 0 ? '' : ' (they overlap)'}`,
  );
  if (chosen) {
    const n = chosen.o.correct + chosen.o.wrong;
    console.log(
      `Recall at zero wrong deliveries (the sweep's best setting): threshold ${chosen.threshold.toFixed(3)}, margin ${chosen.margin.toFixed(3)}:` +
        ` precision ${pct(precision(chosen.o))} (${chosen.o.wrong} wrong of ${n}; 95 % upper bound on the error rate` +
        ` ${pct(3 / Math.max(1, n))} by the rule of three), recall ${pct(recall(chosen.o))}`,
    );
  } else console.log('No setting delivers without a wrong delivery.');
  printHeldOut(queries);
  console.log(`\n== At the shipped constants (threshold ${current.threshold}, margin ${current.margin})`);
  const groups = new Map<string, Query[]>();
  for (const q of queries)
    groups.set(`${q.source} ${q.bucket}`, [...(groups.get(`${q.source} ${q.bucket}`) ?? []), q]);
  for (const [name, group] of [['all', queries] as const, ...groups.entries()]) {
    const o = outcome(group, current.threshold, current.margin);
    console.log(
      `${name.padEnd(26)} queries ${String(group.length).padStart(4)}  deliveries ${String(o.correct + o.wrong).padStart(4)}` +
        `  wrong ${String(o.wrong).padStart(3)}  precision ${pct(precision(o)).padStart(7)}  recall ${pct(recall(o)).padStart(7)}`,
    );
  }
}

type Timing = { ms: number; cpuMs: number; faces: number };

export function printTimes(scenes: Timing[], crops: Timing[], wallMs: number) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const line = (name: string, ts: Timing[]) =>
    `${name}: median ${median(ts.map((t) => t.ms)).toFixed(0)} ms wall, ${median(ts.map((t) => t.cpuMs)).toFixed(0)} ms CPU of the worker thread (${ts.length} images)`;
  console.log('\n== Time per image (one worker thread each, onnxruntime-node on the CPU)');
  console.log(line(`${SCENE_WIDTH} × ${SCENE_HEIGHT} scene`, scenes));
  console.log(line('150 px face crop ', crops));
  const sum = (ts: Timing[], key: 'cpuMs' | 'faces') => ts.reduce((s, t) => s + t[key], 0);
  console.log(
    `CPU per face found: ${(sum(scenes, 'cpuMs') / Math.max(1, sum(scenes, 'faces'))).toFixed(0)} ms in scenes (the detector's pyramid included),` +
      ` ${(sum(crops, 'cpuMs') / Math.max(1, sum(crops, 'faces'))).toFixed(0)} ms on crops (one face each: detector, two mesh readings, embedding)`,
  );
  console.log(
    `whole benchmark: ${(wallMs / 1000).toFixed(0)} s wall (wall times grow when other processes share the cores)`,
  );
}

/** The sweep's choice on one half of the queries, reported on the other half it never saw. */
function printHeldOut(queries: Query[]) {
  const [tuning, held] = splitHalves(queries);
  const chosen = choose(tuning);
  if (!chosen) return console.log('Held out: no setting on the tuning half is free of wrong deliveries.');
  const o = outcome(held, chosen.threshold, chosen.margin);
  console.log(
    `Held out: threshold ${chosen.threshold.toFixed(3)} / margin ${chosen.margin.toFixed(3)} chosen on ${tuning.length} queries;` +
      ` on the other ${held.length}: precision ${pct(precision(o))} (${o.wrong} wrong of ${o.correct + o.wrong}), recall ${pct(recall(o))}`,
  );
}
