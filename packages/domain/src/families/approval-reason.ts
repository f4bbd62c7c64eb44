/**
 * Approving a request as a different child when it most likely names an enrolled child of another
 * family (decision 0039) needs a written reason, which the audit log keeps; a request without such
 * a match needs none. Answers the Japanese refusal, or null when the approval may go ahead.
 */
export function approvalReasonProblem(namesAnotherFamilysChild: boolean, reason: string | null | undefined) {
  if (!namesAnotherFamilysChild || reason?.trim()) return null;
  return '理由: 登録済みのお子さまと同じ可能性が高いため、別のお子さまとして承認する理由を入力してください。';
}
