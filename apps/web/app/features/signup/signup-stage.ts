import type { UserInfoResponse } from '@hibi/contract';

/** The screens of the sign-up path (§4's four steps, then waiting or rejected). */
export type SignupStage = 'account' | 'code' | 'details' | 'photos' | 'waiting' | 'rejected';

/** The four numbered steps the progress shows; waiting and rejected stand outside them. */
export const numberedSteps = [
  { stage: 'account', label: 'メール登録' },
  { stage: 'code', label: 'メール確認' },
  { stage: 'details', label: 'お子さまの情報' },
  { stage: 'photos', label: '顔写真' },
] as const satisfies readonly { stage: SignupStage; label: string }[];

/**
 * Where the sign-up screen opens: signed out, at the code when an address was just registered in
 * this tab, else at the start; signed in, where the account's status stands (DESIGN.md §3), and
 * once the child's details were sent (`detailsSent`), at the photos (decision 0039).
 */
export function initialStage(
  status: UserInfoResponse['status'] | null,
  signupEmailStored: boolean,
  detailsSent = false,
): SignupStage {
  switch (status) {
    case null:
    case 'unverified':
    case 'withdrawn':
      return signupEmailStored ? 'code' : 'account';
    case 'verified':
      return detailsSent ? 'photos' : 'details';
    case 'rejected':
      return 'rejected';
    default:
      return 'waiting';
  }
}

/** 1-based number of a numbered step, or null for waiting and rejected. */
export function stepNumber(stage: SignupStage): number | null {
  const index = numberedSteps.findIndex((step) => step.stage === stage);
  return index === -1 ? null : index + 1;
}
