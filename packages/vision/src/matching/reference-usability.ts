import type { DetectedFace } from '../types.ts';

/** What makes a sign-up reference photo usable for matching. */
export type ReferenceRules = {
  /** Least face side in the photo's pixels: the embedding of a smaller face is too coarse. */
  minFacePx: number;
  /** Most head turn. Mesh angles read low (a clearly turned test face measured 22° with Human's, the same axes). */
  maxYawDegrees: number;
  maxPitchDegrees: number;
  /** Least sharpness (see FaceQualityHints): sharp test faces measure 7-17, σ 2 px blurred 2.5-3.7. */
  minSharpness: number;
  /** Least eye openness: open eyes measure 0.22-0.46 on the test faces, a squint 0.17. */
  minEyeOpenness: number;
  /** Another face at least this share of the main face's size makes it unclear who the child is. */
  companionShare: number;
};

export const REFERENCE_RULES: ReferenceRules = {
  minFacePx: 100,
  maxYawDegrees: 20,
  maxPitchDegrees: 25,
  minSharpness: 3,
  minEyeOpenness: 0.15,
  companionShare: 0.5,
};

export type ReferenceProblem =
  | 'no_face'
  | 'several_faces'
  | 'face_too_small'
  | 'not_frontal'
  | 'blurred'
  | 'eyes_closed'
  /** Only faces that are not real human faces: a pet, a stuffed animal, a drawing (human-face.ts). */
  | 'not_human'
  /** Usable, but more like another child of the facility (reference-owner.ts). */
  | 'another_child';

/** Japanese text for the guardian (and the operator reviewing the request). */
export const REFERENCE_PROBLEM_TEXT: Record<ReferenceProblem, string> = {
  no_face: '顔が検出できませんでした。正面を向いたお子さまの写真を選んでください。',
  several_faces: 'お子さまお一人だけが写った写真を選んでください。',
  face_too_small: 'お顔が小さく写っています。お子さまのお顔が大きく写った写真を選んでください。',
  not_frontal: 'お顔が横や上下を向いています。正面を向いたお子さまの写真を選んでください。',
  blurred: '写真がぼやけています。ピントの合った、ぶれていない写真を選んでください。',
  eyes_closed: '目を閉じた写真です。目を開けたお子さまの写真を選んでください。',
  not_human: '人の顔が見つかりませんでした。お子さまの顔がはっきり写った写真を選んでください。',
  another_child:
    'ほかのお子さまのお写真の可能性があるため、登録できませんでした。登録するお子さまご本人が写った写真を選んでください。',
};

export type ReferenceVerdict<F> =
  | { usable: true; face: F }
  | { usable: false; problem: ReferenceProblem; reason: string };

/**
 * Whether a sign-up reference photo gives one clear face of the child. Small faces far behind the
 * main one (passers-by, a poster) are ignored; a second face of similar size is not, since nobody
 * could tell which of the two is the child. A hint the engine did not measure does not reject.
 * Faces marked `notHuman` (an engine with `nonHuman: 'mark'`) are ignored, and give their own
 * reason when they are all the photo has.
 */
export function referenceUsability<F extends Pick<DetectedFace, 'quality' | 'notHuman'>>(
  faces: readonly F[],
  rules: ReferenceRules = REFERENCE_RULES,
): ReferenceVerdict<F> {
  const human = faces.filter((face) => !face.notHuman);
  const ordered = [...human].sort((a, b) => b.quality.sizePx - a.quality.sizePx);
  const [main, next] = ordered;
  if (!main) return referenceProblem(faces.length > 0 ? 'not_human' : 'no_face');
  if (next && next.quality.sizePx >= main.quality.sizePx * rules.companionShare)
    return referenceProblem('several_faces');
  const q = main.quality;
  if (q.sizePx < rules.minFacePx) return referenceProblem('face_too_small');
  const beyond = (value: number | undefined, limit: number) => value !== undefined && Math.abs(value) > limit;
  if (beyond(q.yawDegrees, rules.maxYawDegrees) || beyond(q.pitchDegrees, rules.maxPitchDegrees)) {
    return referenceProblem('not_frontal');
  }
  if (q.sharpness !== undefined && q.sharpness < rules.minSharpness) return referenceProblem('blurred');
  if (q.eyeOpenness !== undefined && q.eyeOpenness < rules.minEyeOpenness)
    return referenceProblem('eyes_closed');
  return { usable: true, face: main };
}

/** The verdict of an unusable photo, with its Japanese reason. */
export function referenceProblem(kind: ReferenceProblem): {
  usable: false;
  problem: ReferenceProblem;
  reason: string;
} {
  return { usable: false, problem: kind, reason: REFERENCE_PROBLEM_TEXT[kind] };
}
