// @hibi/vision: faces in photos (FaceEngine) and the pure rules that decide who they are.
export { createFaceEngine, type FaceEngineOptions, warmUpFaceModels } from './engine/face-engine.ts';
export { EMBEDDING_MODEL } from './engine/face-runtime.ts';
export {
  HUMAN_FACE_RULES,
  type HumanFaceRules,
  type HumanFaceSignals,
  type HumanFaceVerdict,
  humanFace,
} from './engine/human-face.ts';
export { type BurstFace, matchFromBurst, overlap } from './matching/burst.ts';
export {
  type Candidate,
  childSimilarity,
  type ReferenceFace,
  recencyWeight,
  weightedCentroid,
} from './matching/child-similarity.ts';
export { type FacePhoto, matchFromDay, type SureDayFace } from './matching/day-context.ts';
export {
  facesToProtect,
  type ProtectedChild,
  type ProtectedFace,
  type ProtectionReason,
  protectionSimilarity,
} from './matching/face-protection.ts';
export {
  type ChildFaces,
  childCandidate,
  type DeliveredFace,
  galleryChange,
  galleryDeliveries,
  joinsGallery,
  type SignUpFace,
} from './matching/gallery.ts';
export {
  LOOK_ALIKE_SIMILARITY,
  type LookAlikeScore,
  lookAlikes,
  markLookAlikes,
  SAME_CHILD_SIMILARITY,
} from './matching/look-alikes.ts';
export {
  type ChildScore,
  type FaceMatch,
  type MatchDecisionKind,
  type MatchReason,
  matchFace,
} from './matching/match-face.ts';
export { assignPhotoFaces } from './matching/photo-assignment.ts';
export { likelierOtherChild } from './matching/reference-owner.ts';
export {
  REFERENCE_PROBLEM_TEXT,
  REFERENCE_RULES,
  type ReferenceProblem,
  type ReferenceRules,
  type ReferenceVerdict,
  referenceProblem,
  referenceUsability,
} from './matching/reference-usability.ts';
export {
  type StoredReference,
  type StoredVerdict,
  storedProblem,
  storedVerdict,
} from './matching/stored-verdict.ts';
export {
  BURST_RULES,
  type BurstRules,
  DAY_CONTEXT_RULES,
  type DayContextRules,
  DEFAULT_MATCH_POLICY,
  GALLERY_RULES,
  type GalleryRules,
  LOOK_ALIKE_MARGIN,
  MATCH_MARGIN,
  MATCH_THRESHOLD,
  type MatchPolicy,
  PROTECTION_RULES,
  type ProtectionRules,
  REFERENCE_HALF_LIFE_DAYS,
} from './matching/thresholds.ts';
export { cosine, normalise } from './matching/vector.ts';
export { faceQuality } from './quality/face-quality.ts';
export type {
  DecodedImage,
  DetectedFace,
  DetectOptions,
  FaceBox,
  FaceEngine,
  FaceLandmarks,
  FacePoint,
  FaceQualityHints,
} from './types.ts';
