// Matching thresholds, chosen with `npm run bench:faces`. Precision comes first: another child's photo
// shown to the wrong family is the worst failure of the product.
//
// Measured 2026-11-25 (dlib ResNet v1 embeddings on the engine's aligned 150 px chip; 8 adults, 7
// strangers; 408 queries: held-out crops, leave-one-out, and faces of 40-150 px in 40 synthetic group
// photos; 239 of them enrolled people), sweeping thresholds in steps of 0.005 and margins from 0.005:
// - Scores crowd together: the lowest best score of a right person is 0.921, the highest best score
//   of a wrong one 0.918. A gap of 0.003: no room to be clever near it.
// - Wrong deliveries stop at 0.920 whatever the margin (0.915: 1-4 wrong; 0.910: 1-6; with margin
//   0.06 they stop at 0.900). 0.920 delivers 100 % of the 239 but sits a step above the first error.
// - Shipped, 0.93 / 0.04: two steps above the last wrong delivery and 0.012 above the highest wrong
//   score, with a lead that alone removes most wrong deliveries down to 0.91 (6 → 1). 0 wrong of 236
//   deliveries, recall 98.7 %; 0.935 / 0.04 would give 97.9 %, 0.95 94.1 %.
// - The previous model (FaceRes, no licence) gave 77-78 % at zero wrong on the same benchmark.
// Re-measured 2026-11-27 with FaceMesh on onnxruntime (decision 0047): lowest right 0.925, highest
// wrong 0.924; wrong deliveries stop at 0.925 with any margin up to 0.02 and at 0.920 with 0.04. At
// 0.93 / 0.04: 0 wrong of 233, recall 97.5 %; chosen on half the queries, 100 % / 99.2 % on the other.
// The shipped constants stay: two steps above the first wrong-free threshold at their margin,
// 0.006 above the highest wrong score.
// 0 wrong of 236 bounds the error rate below 1.3 % (95 %, rule of three), no tighter. These are adults'
// faces, some perhaps in the model's training data: an upper bound. Children's faces are harder;
// re-measure on the product's own decisions (match_decisions, staff corrections) before trusting
// these figures for children.

/** Least cosine similarity between a face and a child's weighted references to deliver. */
export const MATCH_THRESHOLD = 0.93;

/**
 * Least lead of the best child over the second best. It guards against near ties between two
 * enrolled children (siblings, look-alikes); at 0.91 it removes 5 of the 6 wrong deliveries.
 */
export const MATCH_MARGIN = 0.04;

/**
 * Half-life of a reference's weight. Young children's faces change within months, and recognition
 * across an age gap is measurably worse for them than for adults (Best-Rowden, Hoole and Jain, "Face
 * recognition of newborns, infants, and toddlers: a longitudinal evaluation", BIOSIG 2016). 90 days:
 * a reference from last season counts half as much as today's, one from a year ago 1/16. The
 * benchmark's adults have no dates, so this figure is reasoned, not measured.
 */
export const REFERENCE_HALF_LIFE_DAYS = 90;

/**
 * The lead asked of a face going to a child with a look-alike in the facility (markLookAlikes):
 * twice the usual. Their faces fall between the two galleries, where the usual lead is thin.
 */
export const LOOK_ALIKE_MARGIN = 2 * MATCH_MARGIN;

export type MatchPolicy = {
  threshold: number;
  margin: number;
  lookAlikeMargin: number;
  halfLifeDays: number;
};

export const DEFAULT_MATCH_POLICY: MatchPolicy = {
  threshold: MATCH_THRESHOLD,
  margin: MATCH_MARGIN,
  lookAlikeMargin: LOOK_ALIKE_MARGIN,
  halfLifeDays: REFERENCE_HALF_LIFE_DAYS,
};

export type GalleryRules = { minSimilarity: number; minLead: number; cap: number };

/**
 * Which delivered faces join a child's gallery (gallery.ts): only those the matcher was sure of, a
 * wide lead past the threshold and over every other child, since a wrong face in a gallery draws
 * more wrong faces after it; the newest 20, which with the recency weighting outweigh sign-up
 * photos months old (a child of April still found in March) without letting one day's many shots
 * of one scene fill it.
 */
export const GALLERY_RULES: GalleryRules = {
  minSimilarity: MATCH_THRESHOLD + MATCH_MARGIN / 2,
  minLead: 2 * MATCH_MARGIN,
  cap: 20,
};

export type DayContextRules = {
  /** Least cosine to one of the child's sure faces of the day (another photo's). */
  minSimilarity: number;
  /** Least lead of that over every other child's closest sure face of the day. */
  minLead: number;
  /** Least similarity to the child's references: the day alone never brings in a stranger. */
  minReference: number;
  /** How far the child may trail the best child by the references (the tie the day breaks). */
  referenceTie: number;
};

/**
 * The day's context (day-context.ts). One face against one face is noisier than against a child's
 * mean: on deepface's real photos (61 faces of 13 adults, 1,690 pairs of two people) the closest two
 * people came to each other was 0.933, while one person's photos of different days had a median of
 * 0.968. 0.95 sits above every pair of two people there, and the reference bound keeps a stranger
 * who only resembles one shot out. `npm run bench:faces:real` reports what the rules deliver.
 */
export const DAY_CONTEXT_RULES: DayContextRules = {
  minSimilarity: 0.95,
  minLead: 0.03,
  minReference: 0.88,
  referenceTie: MATCH_MARGIN,
};

export type BurstRules = { minOverlap: number; minSimilarity: number; minReference: number };

/**
 * Burst twins (burst.ts): the face boxes overlap by half (a child moves a little between shots),
 * the faces are as alike as one child's photos of one moment are, and the references put the face
 * near the child, as the day's context asks.
 */
export const BURST_RULES: BurstRules = { minOverlap: 0.5, minSimilarity: 0.9, minReference: 0.88 };

export type ProtectionRules = { ruleOut: number; ruledOutBelow: number; halfLifeDays: number };

/**
 * Protected (掲載NG) children (face-protection.ts): a face at or above `ruleOut` to one of them is
 * blurred for other families. Far below the match threshold, since a miss here shows a face that
 * must not be seen; see decision 0077 for how it was measured (`npm run bench:faces:real`, section 5).
 */
export const PROTECTION_RULES: ProtectionRules = {
  ruleOut: 0.88,
  ruledOutBelow: MATCH_THRESHOLD,
  halfLifeDays: REFERENCE_HALF_LIFE_DAYS,
};
