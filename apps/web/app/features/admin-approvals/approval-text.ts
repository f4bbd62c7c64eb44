import type { ApprovalRequest, ReferenceVerdictKind } from '@hibi/contract';

/** The face check's verdict as staff read it. */
export const verdictLabel: Record<ReferenceVerdictKind, string> = {
  usable: '使える写真です（顔を1つ確認）',
  no_face: '顔が見つかりません',
  several_faces: '複数の顔が写っています',
  unusable: 'この写真は使えません',
  checking: '顔を確認しています',
};

/** 姓 名, as Japanese forms write a name; the guardian's may be missing before the request step. */
export const fullName = (person: { lastName: string | null; firstName: string | null }) =>
  [person.lastName, person.firstName].filter(Boolean).join(' ') || '（未入力）';

/** How long a request has waited: 「3分」「5時間」「2日」. */
export function waitingFor(requestedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(requestedAt)) / 60_000));
  if (minutes < 60) return `${minutes}分`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)}時間`;
  return `${Math.floor(minutes / (24 * 60))}日`;
}

/** 'YYYY/MM/DD' (DESIGN.md §3) from the API's 'YYYY-MM-DD'. */
export const slashDate = (isoDate: string) => isoDate.replaceAll('-', '/');

/** Similarity as a whole percentage, for people. */
export const similarityText = (similarity: number) => `類似度 ${Math.round(similarity * 100)}%`;

export type ApprovalBadge = { kind: 'faces' | 'checking' | 'look-alike'; text: string };

/**
 * What a request needs looked at before deciding: no usable face yet (none of the photos, or
 * some refused), photos still being checked, or an enrolled child of the facility who looks alike.
 */
export function badgesOf(request: Pick<ApprovalRequest, 'references' | 'lookAlikes'>): ApprovalBadge[] {
  const badges: ApprovalBadge[] = [];
  const verdicts = request.references.map((reference) => reference.verdict);
  if (!verdicts.includes('usable')) badges.push({ kind: 'faces', text: '使える顔写真がありません' });
  else if (verdicts.some((verdict) => verdict !== 'usable' && verdict !== 'checking'))
    badges.push({ kind: 'faces', text: '顔を確認できない写真があります' });
  if (verdicts.includes('checking')) badges.push({ kind: 'checking', text: '顔を確認中の写真があります' });
  if (request.lookAlikes.length > 0) badges.push({ kind: 'look-alike', text: 'よく似た園児がいます' });
  return badges;
}
