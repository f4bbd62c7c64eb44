// deepface's labelled pairs (face-recognition-pivot.csv, master.csv) and the identities they imply.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Pair = { a: string; b: string; same: boolean };
const CSV_FILES = ['face-recognition-pivot.csv', 'master.csv'];
/** Group photos nobody labelled: only their detections are counted. */
export const GROUP_PHOTOS = ['couple.jpg', 'selfie-many-people.jpg'];

/** Paths like deepface/tests/dataset/img38.jpg are our img38.jpg. */
const fileOf = (cell: string) => path.basename(cell.trim());

/** Both files' pairs, each unordered pair once (the files overlap); rows other than Yes/No are skipped. */
export function loadPairs(dir: string): Pair[] {
  const seen = new Map<string, Pair>();
  for (const csv of CSV_FILES) {
    const file = path.join(dir, csv);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/).slice(1)) {
      const [x, y, decision] = line.split(',').map((c) => c.trim());
      if (!x || !y || (decision !== 'Yes' && decision !== 'No')) continue;
      const [a, b] = [fileOf(x), fileOf(y)].sort() as [string, string];
      if (a !== b) seen.set(`${a} ${b}`, { a, b, same: decision === 'Yes' });
    }
  }
  return [...seen.values()];
}

/**
 * Identities as the connected components of the Yes pairs (union-find), each named after its
 * lowest-numbered photo; a No pair inside one component would make the labels contradict, which
 * is counted for the report (none in the stored copy).
 */
export function identitiesOf(pairs: Pair[]) {
  const parent = new Map<string, string>();
  const root = (x: string): string => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const r = root(p);
    parent.set(x, r);
    return r;
  };
  for (const { a, b } of pairs) for (const f of [a, b]) if (!parent.has(f)) parent.set(f, f);
  for (const { a, b, same } of pairs) if (same) parent.set(root(a), root(b));
  const members = new Map<string, string[]>();
  for (const file of parent.keys()) members.set(root(file), [...(members.get(root(file)) ?? []), file]);
  const byNumber = (x: string, y: string) => x.localeCompare(y, 'en', { numeric: true });
  const identities = [...members.values()]
    .map((files) => files.sort(byNumber))
    .map((files) => ({ name: `person-${files[0]?.replace(/\.jpg$/, '')}`, files }))
    .sort((x, y) => byNumber(x.name, y.name));
  const identityOf = new Map(identities.flatMap((id) => id.files.map((f) => [f, id.name] as const)));
  const contradictions = pairs.filter((p) => !p.same && identityOf.get(p.a) === identityOf.get(p.b)).length;
  // Two components no No pair separates may still be one person: the bench takes them as two.
  const separated = new Set(
    pairs.filter((p) => !p.same).map((p) => [identityOf.get(p.a), identityOf.get(p.b)].sort().join(' ')),
  );
  const unconfirmed = identities.flatMap((x, i) =>
    identities
      .slice(i + 1)
      .flatMap((y) => (separated.has([x.name, y.name].sort().join(' ')) ? [] : [`${x.name}/${y.name}`])),
  );
  return { identities, identityOf, contradictions, unconfirmed };
}
