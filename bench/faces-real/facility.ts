// The simulated facility: deepface's identities as children, enrolled from two photos each; the
// rest of their photos, and the photos of people left out, are the day's photos.
import { type DetectedFace, referenceUsability } from '@hibi/vision';
import { random } from '../faces/scenes.ts';
import type { Photo } from './deepface-faces.ts';

/** Sign-up photos a child; an identity needs one more photo than that to be asked about. */
export const REFERENCES_PER_CHILD = 2;
const SEED = 41;

export type Enrolled = { childId: string; references: { file: string; embedding: Float32Array }[] };
/** A photo of the day: whose it is (a child's id, or a stranger's identity) and all its faces. */
export type DayPhoto = {
  file: string;
  truth: string;
  enrolled: boolean;
  faces: DetectedFace[];
  labelled?: DetectedFace;
};

/** Fisher-Yates with the bench's seeded generator: the same order every run. */
function shuffled<T>(items: readonly T[], rnd: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Identities with more photos than references are children; the others (two photos each) are
 * strangers, so a wrong delivery is possible. A child's references are its first two photos in the
 * seeded order that pass the server's sign-up check (referenceUsability), else any with a face.
 * The queries are split in two halves, alternately per identity, for choosing and judging a threshold.
 */
export function makeFacility(identities: { name: string; files: string[] }[], photos: Photo[]) {
  const rnd = random(SEED);
  const byFile = new Map(photos.map((p) => [p.file, p]));
  const children: Enrolled[] = [];
  const halves: [DayPhoto[], DayPhoto[]] = [[], []];
  let usableReferences = 0;
  for (const identity of identities) {
    const own = shuffled(identity.files, rnd).flatMap((f) => byFile.get(f) ?? []);
    const enrolled = own.length > REFERENCES_PER_CHILD;
    const usable = own.filter((p) => referenceUsability(p.faces).usable);
    const withFace = own.filter((p) => p.labelled && !usable.includes(p));
    const references = enrolled ? [...usable, ...withFace].slice(0, REFERENCES_PER_CHILD) : [];
    usableReferences += references.filter((r) => usable.includes(r)).length;
    if (enrolled)
      children.push({
        childId: identity.name,
        references: references.flatMap((r) =>
          r.labelled ? [{ file: r.file, embedding: r.labelled.embedding }] : [],
        ),
      });
    own
      .filter((p) => !references.includes(p))
      .forEach((p, i) => {
        const day = { file: p.file, truth: identity.name, enrolled, faces: p.faces, labelled: p.labelled };
        halves[i % 2]?.push(day);
      });
  }
  // The day's order mixes identities, as a day's shooting would.
  return {
    children,
    halves: halves.map((h) => shuffled(h, rnd)) as [DayPhoto[], DayPhoto[]],
    usableReferences,
  };
}
