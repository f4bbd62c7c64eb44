// The facilities of the benchmark: in each, 6 identities are enrolled children and 2 are not.
import type { Candidate } from '@hibi/vision';
import type { EmbeddedFace } from './embed.ts';

export const FOLDS = 5;
const TAKEN_AT = new Date('2025-03-01T00:00:00Z');

export type Fold = {
  facility: Candidate[];
  /** Crops of enrolled children that none of their references comes from. */
  heldOut: EmbeddedFace[];
  /** Faces of people who are not children of the facility: unenrolled children and strangers. */
  outsiders: EmbeddedFace[];
};

/**
 * Fold f enrols crops f, f+1 (and f+2 in even folds: 2-3 reference photos) of 6 identities;
 * the other two identities, rotating, are unenrolled children of the same nursery.
 */
export function makeFold(f: number, crops: EmbeddedFace[], strangers: EmbeddedFace[]): Fold {
  const names = [...new Set(crops.map((c) => c.label))];
  const unenrolled = new Set([names[(2 * f) % names.length], names[(2 * f + 1) % names.length]]);
  const enrolIndices = (f % 2 === 0 ? [f, f + 1, f + 2] : [f, f + 1]).map((k) => k % 5);
  const enrols = (c: EmbeddedFace) => enrolIndices.includes(c.index);
  const facility = names
    .filter((name) => !unenrolled.has(name))
    .map((name) => ({
      childId: name,
      references: references(crops.filter((c) => c.label === name && enrols(c))),
    }));
  return {
    facility,
    heldOut: crops.filter((c) => !unenrolled.has(c.label) && !enrols(c)),
    outsiders: [...strangers, ...crops.filter((c) => unenrolled.has(c.label))],
  };
}

/** Leave-one-out: all 8 identities enrolled with every crop but the one asked about. */
export function leaveOneOut(crops: EmbeddedFace[], left: EmbeddedFace): Candidate[] {
  const names = [...new Set(crops.map((c) => c.label))];
  return names.map((name) => ({
    childId: name,
    references: references(crops.filter((c) => c.label === name && c !== left)),
  }));
}

function references(faces: EmbeddedFace[]) {
  return faces.flatMap((f) => (f.embedding ? [{ embedding: f.embedding, takenAt: TAKEN_AT }] : []));
}

/** Between 3 and 8 faces: mostly enrolled children, some unenrolled children and strangers. */
export function pickSceneFaces(fold: Fold, rnd: () => number): EmbeddedFace[] {
  const count = 3 + Math.floor(rnd() * 6);
  const picked: EmbeddedFace[] = [];
  // One person appears once in a photo.
  const people = new Set<string>();
  while (picked.length < count) {
    const from = rnd() < 0.65 ? fold.heldOut : fold.outsiders;
    const face = from[Math.floor(rnd() * from.length)];
    if (face && !people.has(face.label)) {
      people.add(face.label);
      picked.push(face);
    }
  }
  return picked;
}
