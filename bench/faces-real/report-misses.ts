// Printing section 4: one line per photo of a child that did not reach the child, then the classes.
import type { Miss, MissClass } from './misses.ts';

const f3 = (x: number | null | undefined) => (x === null || x === undefined ? '-' : x.toFixed(3));
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;

function detail(m: Miss): string {
  const match = m.match;
  if (!match) return 'no face found in the photo';
  const [best, second] = match.scores;
  const yaw = m.yawDegrees === undefined ? '?' : String(Math.round(m.yawDegrees) || 0);
  const face = `face ${m.sizePx} px, yaw ${yaw}°`;
  const right = m.right
    ? `right child ${f3(m.right.similarity)} rank ${m.right.rank}`
    : 'right child not scored';
  switch (m.kind) {
    case 'rejected: below threshold':
      return `best ${best?.childId} ${f3(best?.similarity)}, ${signed((best?.similarity ?? 0) - match.policy.threshold)} to the threshold; ${right}; ${face}`;
    case 'delivered to another child':
      return `went to ${best?.childId} ${f3(best?.similarity)}; ${right}; ${face}`;
    default:
      return (
        `best ${best?.childId} ${f3(best?.similarity)}, second ${second?.childId} ${f3(second?.similarity)}:` +
        ` lead ${f3(match.margin)} < ${f3(m.neededMargin)} needed; ${right}; ${face}`
      );
  }
}

const CLASSES: MissClass[] = [
  'not detected',
  'rejected: below threshold',
  'ambiguous: too close to another child',
  'ambiguous: look-alike margin',
  'ambiguous: other rule',
  'delivered to another child',
];

export function printMisses(misses: Miss[], expected: number) {
  console.log(
    `\n== 4. Where each miss comes from (the whole day at the shipped constants): ${misses.length} of ${expected} photos of children`,
  );
  for (const m of misses)
    console.log(`${m.file.padEnd(11)} ${m.truth.padEnd(13)} ${m.kind.padEnd(38)} ${detail(m)}`);
  console.log('by class:');
  for (const kind of CLASSES) {
    const of = misses.filter((m) => m.kind === kind);
    const rightFirst = of.filter((m) => m.right?.rank === 1).length;
    let extra = '';
    if (of.length > 0 && kind === 'rejected: below threshold') {
      const short = of
        .map((m) => (m.match?.similarity ?? 0) - (m.match?.policy.threshold ?? 0))
        .sort((a, b) => a - b);
      extra = `; short of the threshold by ${Math.abs(short.at(-1) ?? 0).toFixed(3)}-${Math.abs(short[0] ?? 0).toFixed(3)}`;
    }
    if (of.length > 0 && kind.startsWith('ambiguous'))
      extra = `; leads ${of.map((m) => `${f3(m.match?.margin)}/${f3(m.neededMargin)}`).join(', ')} (had/needed)`;
    const ranked =
      kind === 'not detected' || of.length === 0 ? '' : `, right child ranked first in ${rightFirst}`;
    console.log(`  ${kind.padEnd(38)} ${String(of.length).padStart(3)}${ranked}${extra}`);
  }
}
