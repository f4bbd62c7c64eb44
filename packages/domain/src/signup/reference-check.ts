/**
 * What a family is told of one reference photo right after its upload, before they submit
 * (decision 0039): checking, usable, or what is wrong with it and what to do.
 */
export type ReferenceCheckKind =
  | 'checking'
  | 'usable'
  | 'no_face'
  | 'several_faces'
  | 'face_too_small'
  | 'unusable';

/** Plain Japanese for families; `unusable` carries the face check's own reason instead. */
export const referenceCheckText: Record<Exclude<ReferenceCheckKind, 'unusable'>, string> = {
  checking: '顔を確認しています…',
  usable: '使える写真です',
  no_face: '顔が写っていません。お子さまの顔がはっきり写った写真を選んでください。',
  several_faces: '複数の顔が写っています。お子さま1人だけが写った写真を選んでください。',
  face_too_small: '顔が小さく写っています。お子さまの顔が大きく写った写真を選んでください。',
};

const otherProblem = 'この写真はお子さまを見分けるのに使えません。別の写真を選んでください。';

/** The family's words for a check: the fixed text, or for `unusable` the check's reason. */
export function referenceCheckMessage(kind: ReferenceCheckKind, reason: string | null = null): string {
  return kind === 'unusable' ? reason?.trim() || otherProblem : referenceCheckText[kind];
}

/**
 * Whether the chosen photos may be sent. A photo known to be unusable must be removed or replaced
 * first (it would only be refused after sending, days later); photos still being checked do not
 * hold the family up (the check after sending decides them). At least one photo is needed (§4).
 */
export function referenceSendProblem(kinds: readonly ReferenceCheckKind[]): string | null {
  if (kinds.length === 0) return '写真を1枚以上選んでください。';
  const unusable = kinds.filter((kind) => kind !== 'usable' && kind !== 'checking').length;
  if (unusable > 0)
    return `使えない写真が${unusable}枚あります。外すか、別の写真に差し替えてから申し込んでください。`;
  return null;
}
