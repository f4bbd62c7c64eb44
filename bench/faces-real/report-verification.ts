// Printing section 2: verification of the deepface pairs at fixed false-accept rates.
import { MATCH_THRESHOLD } from '@hibi/vision';
import type { Photo } from './deepface-faces.ts';
import { pct } from './report-detection.ts';
import { atFalseAcceptRate, atThreshold, type Rate, type ScoredPair } from './verification.ts';

const FARS = [0.01, 0.001];
const show = (r: Rate) => pct(r.accepted, r.of);

function printLine(name: string, pairs: ScoredPair[], identityOf: Map<string, string>) {
  const same = pairs.filter((p) => p.same);
  const missing = pairs.filter((p) => p.similarity === null).length;
  console.log(
    `${name}: ${same.length} same-person, ${pairs.length - same.length} different-person pairs` +
      ` (${missing} with a photo whose face was not found: never accepted)`,
  );
  for (const far of FARS) {
    const at = atFalseAcceptRate(pairs, far);
    const note = at.allowed === 0 ? ' (fewer pairs than 1 / FAR: none accepted)' : '';
    console.log(
      `  FAR ${(100 * far).toFixed(1)} %: threshold > ${at.threshold.toFixed(3)}, false accepts ${show(at.far)}${note}, TAR ${show(at.tar)}`,
    );
  }
  const shipped = atThreshold(pairs, MATCH_THRESHOLD);
  console.log(
    `  at MATCH_THRESHOLD ${MATCH_THRESHOLD}: FAR ${show(shipped.far)}, TAR ${show(shipped.tar)}` +
      ` (one photo against one, where the matcher compares with the mean of a child's references)`,
  );
  const sorted = (same: boolean) =>
    pairs
      .flatMap((p) => (p.same === same && p.similarity !== null ? [p.similarity] : []))
      .sort((a, b) => a - b);
  const [yes, no] = [sorted(true), sorted(false)];
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]?.toFixed(3);
  console.log(
    `  similarity: same-person median ${median(yes)} (lowest ${yes[0]?.toFixed(3)}), different-person median ${median(no)} (highest ${no.at(-1)?.toFixed(3)})`,
  );
  const top = pairs
    .filter((p) => !p.same && p.similarity !== null)
    .sort((x, y) => (y.similarity ?? 0) - (x.similarity ?? 0))
    .slice(0, 3);
  const who = (file: string) => `${file} (${identityOf.get(file)})`;
  console.log(
    `  closest different-person pairs: ${top.map((p) => `${who(p.a)} ~ ${who(p.b)} ${p.similarity?.toFixed(3)}`).join('; ')}`,
  );
}

export type DeepfaceSummary = {
  photos: Photo[];
  identities: unknown[];
  contradictions: number;
  unconfirmed: string[];
  unlabelled: string[];
};

export function printVerification(d: DeepfaceSummary, csv: ScoredPair[], all: ScoredPair[]) {
  const labelled = d.photos.filter((p) => p.identity !== null);
  console.log("\n== 2. Verification on deepface pairs (each photo's largest face, embedded once; cosine)");
  console.log(
    `${labelled.length} labelled photos of ${d.identities.length} people (identities: connected Yes pairs;` +
      ` ${d.contradictions} No pairs inside one), a face found in ${labelled.filter((p) => p.labelled).length};` +
      ` ${labelled.filter((p) => p.faces.length > 1).length} show several faces (the largest taken);` +
      ` left out, in no pair: ${d.unlabelled.join(', ') || 'none'}`,
  );
  console.log(
    `people no csv row calls different (taken as different): ${d.unconfirmed.join(', ') || 'none'}`,
  );
  const identityOf = new Map(labelled.map((p) => [p.file, p.identity ?? '']));
  printLine("the csvs' pairs", csv, identityOf);
  printLine('all pairs of labelled photos', all, identityOf);
}
