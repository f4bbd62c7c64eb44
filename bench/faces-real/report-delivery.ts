// Printing section 3: the simulated facility's deliveries, whole day and threshold held out.
import { LOOK_ALIKE_MARGIN, MATCH_MARGIN, MATCH_THRESHOLD } from '@hibi/vision';
import { precision, THRESHOLDS } from '../faces/identification.ts';
import type { PhotoResult } from './day.ts';
import { type DayOutcome, dayOutcome } from './delivery.ts';
import type { DayPhoto, Enrolled } from './facility.ts';
import { pct } from './report-detection.ts';

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;

export function outcomeLine(o: DayOutcome) {
  return (
    `precision ${percent(precision(o))} (${o.wrong} wrong of ${o.correct + o.wrong} deliveries), recall ${pct(o.correct, o.expected)};` +
    ` undecided faces: ${o.ambiguous} ambiguous, ${o.rejected} rejected`
  );
}

export type FacilityFigures = {
  children: Enrolled[];
  usableReferences: number;
  halves: [DayPhoto[], DayPhoto[]];
  whole: PhotoResult[];
  chosen: number | undefined;
  judge: (photos: DayPhoto[], threshold: number) => DayOutcome;
  group: PhotoResult[];
};

export function printDelivery(f: FacilityFigures) {
  const photos = [...f.halves[0], ...f.halves[1]];
  const strangers = new Set(photos.filter((p) => !p.enrolled).map((p) => p.truth));
  console.log(
    "\n== 3. A simulated facility's day (deepface's adults as the children; the photo's faces together and the day's context, as the server runs them)",
  );
  console.log(
    `children: ${f.children.length} identities, 2 sign-up photos each (seeded choice; ${f.usableReferences} of ${2 * f.children.length}` +
      ' pass the sign-up check referenceUsability, the others only have a face); galleries grow with sure deliveries as the day goes',
  );
  const lookAlikes = [...(f.whole[0]?.lookAlikes ?? [])];
  console.log(`look-alikes marked at the day's start (markLookAlikes): ${lookAlikes.join(', ') || 'none'}`);
  console.log(
    `the day's photos: ${photos.length}, ${photos.filter((p) => p.enrolled).length} of children, ${photos.length - photos.filter((p) => p.enrolled).length}` +
      ` of ${strangers.size} strangers left out of enrolment (${[...strangers].join(', ')}); ${photos.filter((p) => p.faces.length > 1).length}` +
      ' photos show more than one face: the largest is the labelled person, a child another face goes to is a wrong delivery',
  );
  const whole = dayOutcome(f.whole);
  console.log(
    `whole day at ${MATCH_THRESHOLD} / ${MATCH_MARGIN} (look-alike ${LOOK_ALIKE_MARGIN}): ${outcomeLine(whole)}`,
  );
  for (const w of whole.wrongDeliveries) console.log(`  wrong: ${w.file} (${w.truth}) went to ${w.childId}`);
  printOthers(f.whole);
  const right = f.whole.flatMap((r) =>
    r.matches.filter((m, k) => r.photo.faces[k] === r.photo.labelled && m.childId === r.photo.truth),
  );
  const least = (xs: (number | null)[]) =>
    Math.min(...xs.map((x) => x ?? Number.POSITIVE_INFINITY)).toFixed(3);
  console.log(
    `children's faces with the right child first: ${right.length}; its similarity from ${least(right.map((m) => m.similarity))},` +
      ` its lead from ${least(right.map((m) => m.margin))}`,
  );
  console.log(
    `threshold chosen on one half, reported on the other (margin ${MATCH_MARGIN}; halves ${f.halves[0].length} / ${f.halves[1].length} photos):`,
  );
  if (f.chosen === undefined) console.log('  half A: no threshold up to 0.990 is free of wrong deliveries');
  else {
    const floor =
      f.chosen === THRESHOLDS[0] ? " (the sweep's floor: no threshold delivers a wrong photo there)" : '';
    console.log(
      `  chosen on half A: ${f.chosen.toFixed(3)}${floor}; there: ${outcomeLine(f.judge(f.halves[0], f.chosen))}`,
    );
    console.log(`  half B at ${f.chosen.toFixed(3)}: ${outcomeLine(f.judge(f.halves[1], f.chosen))}`);
  }
  console.log(
    `  half B at the shipped ${MATCH_THRESHOLD}: ${outcomeLine(f.judge(f.halves[1], MATCH_THRESHOLD))}`,
  );
  const sweep = [0.4, 0.8, 0.9, 0.93, 0.95, 0.96, 0.97, 0.98];
  console.log('  threshold | half A: wrong / recall | half B: wrong / recall');
  for (const t of sweep) {
    const [a, b] = [f.judge(f.halves[0], t), f.judge(f.halves[1], t)];
    const cell = (o: DayOutcome) => `${o.wrong} / ${pct(o.correct, o.expected)}`.padEnd(22);
    console.log(`  ${t.toFixed(3).padEnd(9)} | ${cell(a)} | ${cell(b)}`);
  }
  console.log(
    'photos nobody labelled (not judged), and the faces found on the dogs, against the same children:',
  );
  for (const r of f.group) {
    const of = (d: string) => r.matches.filter((m) => m.decision === d);
    const delivered = of('accepted').map(
      (m) => `${m.childId} ${m.similarity?.toFixed(3)} lead ${m.margin?.toFixed(3)}`,
    );
    const undecided = [...of('ambiguous'), ...of('rejected')].map((m) => m.similarity ?? 0);
    console.log(
      `  ${r.photo.file}, faces ${r.photo.faces.length}: delivered ${delivered.length} (${delivered.join('; ') || '-'}),` +
        ` ${of('ambiguous').length} ambiguous, ${of('rejected').length} rejected` +
        (undecided.length ? ` (their best similarity up to ${Math.max(...undecided).toFixed(3)})` : ''),
    );
  }
}

/** Faces of nobody enrolled (strangers, other faces in a child's photo): how close they came. */
function printOthers(results: PhotoResult[]) {
  const others = results.flatMap((r) =>
    r.matches.filter((_, k) => !(r.photo.enrolled && r.photo.faces[k] === r.photo.labelled)),
  );
  const closest = [...others].sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0))[0];
  const count = (d: string) => others.filter((m) => m.decision === d).length;
  console.log(
    `faces of no enrolled child in the day (strangers, others beside a child): ${others.length}; ${count('rejected')} rejected,` +
      ` ${count('ambiguous')} ambiguous, ${count('accepted')} delivered; closest: ${closest?.childId} at ${closest?.similarity?.toFixed(3)},` +
      ` lead ${closest?.margin?.toFixed(3)}`,
  );
}
