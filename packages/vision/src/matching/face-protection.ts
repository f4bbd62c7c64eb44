// Which faces of a photo are a protected (掲載NG) child's, or too close to one to rule out
// (issue 42, decision 0077). Privacy reverses the matcher's rule: here a miss is the worst failure,
// so a face is blurred on far less evidence than a delivery needs.

import { childSimilarity, type ReferenceFace } from './child-similarity.ts';
import { PROTECTION_RULES, type ProtectionRules } from './thresholds.ts';
import { cosine } from './vector.ts';

/** A child whose face must not reach other families: its references (sign-up and gallery). */
export type ProtectedChild = { childId: string; references: readonly ReferenceFace[] };

export type ProtectionReason = 'matched' | 'too_close';

/** One face to blur: whose it is, or may be, and why. */
export type ProtectedFace = {
  faceIndex: number;
  childId: string;
  /** The closer of the face to the child's mean and to its nearest single reference. */
  similarity: number;
  reason: ProtectionReason;
};

/**
 * The face's likeness to a child, the conservative way: the better of its cosine to the child's
 * weighted mean (what matching uses) and to the child's closest single reference (one sign-up photo
 * of a turned head can be nearer than the mean).
 */
export function protectionSimilarity(
  embedding: ArrayLike<number>,
  child: ProtectedChild,
  now: Date,
  halfLifeDays: number,
): number {
  const mean = childSimilarity(embedding, child.references, now, halfLifeDays);
  let best = Number.isNaN(mean) ? Number.NEGATIVE_INFINITY : mean;
  for (const reference of child.references) best = Math.max(best, cosine(embedding, reference.embedding));
  return best;
}

/**
 * Every face of the photo to blur for families other than the protected children's own: the faces
 * the matcher gave to a protected child, and every other face at or above `rules.ruleOut` to one of
 * them, unless the matcher gave it to another child and it is below `rules.ruledOutBelow` to the
 * protected one (the matcher's lead then rules the protected child out; without that rule every
 * child who resembles a protected one would be blurred on its own family's timeline).
 * `matchedTo`: the child each face was delivered to, by face index. A face is named once.
 */
export function facesToProtect(
  faces: readonly { embedding: ArrayLike<number> }[],
  children: readonly ProtectedChild[],
  matchedTo: ReadonlyMap<number, string>,
  now: Date,
  rules: ProtectionRules = PROTECTION_RULES,
): ProtectedFace[] {
  const out: ProtectedFace[] = [];
  faces.forEach((face, faceIndex) => {
    const owner = matchedTo.get(faceIndex);
    let closest: ProtectedFace | undefined;
    for (const child of children) {
      const similarity = protectionSimilarity(face.embedding, child, now, rules.halfLifeDays);
      if (owner === child.childId) {
        closest = { faceIndex, childId: child.childId, similarity, reason: 'matched' };
        break;
      }
      const ruledOut = owner !== undefined && similarity < rules.ruledOutBelow;
      if (ruledOut || !(similarity >= rules.ruleOut)) continue;
      if (!closest || similarity > closest.similarity)
        closest = { faceIndex, childId: child.childId, similarity, reason: 'too_close' };
    }
    if (closest) out.push(closest);
  });
  return out;
}
