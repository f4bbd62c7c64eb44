import type { ApprovalRequest, ReferenceVerdictKind, SameChild } from '@hibi/contract';
import { tokyoDate } from '@hibi/domain';
import { fullName, slashDate } from '../admin/admin-text';

/** The face check's verdict as staff read it. */
export const verdictLabel: Record<ReferenceVerdictKind, string> = {
  usable: '使える写真です（顔を1つ確認）',
  no_face: '顔が見つかりません',
  several_faces: '複数の顔が写っています',
  unusable: 'この写真は使えません',
  checking: '顔を確認しています',
};

/** How long a request has waited: 「3分」「5時間」「2日」. */
export function waitingFor(requestedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(requestedAt)) / 60_000));
  if (minutes < 60) return `${minutes}分`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)}時間`;
  return `${Math.floor(minutes / (24 * 60))}日`;
}

/** Similarity as a whole percentage, for people. */
export const similarityText = (similarity: number) => `類似度 ${Math.round(similarity * 100)}%`;

/** The family of an enrolled child, named by its guardians: 「日比 陽子さんのご家族」. */
export const familyText = (same: Pick<SameChild, 'guardians'>) =>
  same.guardians.length === 0
    ? 'ご家族'
    : `${same.guardians.map((guardian) => `${fullName(guardian)}さん`).join('・')}のご家族`;

/** Why the request is taken for that child: 「お名前と生年月日が同じです」, 「顔がほぼ同じです（類似度 95%）」. */
export function sameChildReason(same: Pick<SameChild, 'matchedBy' | 'similarity'>): string {
  const name = same.matchedBy.includes('name_and_birthday');
  const faces = same.matchedBy.includes('faces') && same.similarity !== null;
  const similarity = faces && same.similarity !== null ? `（${similarityText(same.similarity)}）` : '';
  if (name && faces) return `お名前と生年月日が同じで、顔もほぼ同じです${similarity}`;
  if (name) return 'お名前と生年月日が同じです';
  return `参照写真の顔がほぼ同じです${similarity}`;
}

export type ApprovalBadge = { kind: 'faces' | 'checking' | 'look-alike' | 'same-child'; text: string };

/**
 * What a request needs looked at before deciding: no usable face yet (none of the photos, or
 * some refused), photos still being checked, an enrolled child of the facility who looks alike, or
 * one the request very likely names again (first: it changes the decision).
 */
export function badgesOf(
  request: Pick<ApprovalRequest, 'references' | 'lookAlikes'> & Partial<Pick<ApprovalRequest, 'sameChild'>>,
): ApprovalBadge[] {
  const badges: ApprovalBadge[] = [];
  if (request.sameChild) badges.push({ kind: 'same-child', text: '登録済みのお子さまと同じ可能性' });
  const verdicts = request.references.map((reference) => reference.verdict);
  if (!verdicts.includes('usable')) badges.push({ kind: 'faces', text: '使える顔写真がありません' });
  else if (verdicts.some((verdict) => verdict !== 'usable' && verdict !== 'checking'))
    badges.push({ kind: 'faces', text: '顔を確認できない写真があります' });
  if (verdicts.includes('checking')) badges.push({ kind: 'checking', text: '顔を確認中の写真があります' });
  if (request.lookAlikes.length > 0) badges.push({ kind: 'look-alike', text: 'よく似た園児がいます' });
  return badges;
}

/** When a request was refused before it was sent again: 「2026/05/01」 (Tokyo), DESIGN.md §3's form. */
export const rejectedOn = (rejectedAt: string) => slashDate(tokyoDate(rejectedAt));
