import type { GuardianStatus } from '@hibi/db';

/**
 * The sign-up steps whose turn depends on the account's status (specification §4, DESIGN.md §3).
 * `request` covers create/request and create/rerequest; `references` is childReferenceImage.
 */
export type SignupStep = 'init' | 'auth' | 'request' | 'references' | 'finalize';

const allowedFrom: Record<SignupStep, readonly GuardianStatus[]> = {
  // Starting again over an unconfirmed address replaces its password and mails a new code.
  init: ['unverified'],
  auth: ['unverified'],
  // A rejected guardian may correct the request and send new photos, then finalize again.
  request: ['verified', 'rejected'],
  // The specification finalizes, then registers; the other order works too.
  references: ['verified', 'rejected', 'requested'],
  finalize: ['verified', 'rejected'],
};

/** The steps that move the status on, and how the audit trail names the move. */
const transitions: Partial<Record<SignupStep, { to: GuardianStatus; action: string }>> = {
  auth: { to: 'verified', action: 'guardian.verify_email' },
  finalize: { to: 'requested', action: 'guardian.request' },
};

/** Specification §8's text for an address that already has an account. */
export const alreadyRegistered = 'このメールアドレスはすでに登録されています';

const refusedBecause: Record<GuardianStatus, string> = {
  unverified: 'メールアドレスの確認が済んでいません。メールでお送りした認証コードを入力してください。',
  verified: 'メールアドレスは確認済みです。ログインして、お申し込みの手続きを続けてください。',
  requested: 'お申し込みはすでに受け付けています。承認の結果をお知らせするまで、しばらくお待ちください。',
  approved: 'お申し込みはすでに承認されています。ログインしてご利用ください。',
  rejected: 'メールアドレスは確認済みです。ログインして、お申し込みの内容を見直してください。',
  withdrawn: '退会済みのアカウントのため、お手続きできません。',
};

/** null when the step may run in this status; else why not, in Japanese (answered as 409). */
export function signupStepRefusal(step: SignupStep, status: GuardianStatus): string | null {
  if (allowedFrom[step].includes(status)) return null;
  return step === 'init' ? alreadyRegistered : refusedBecause[status];
}

/** The status after a step succeeded, with the audit action when it changed. */
export function signupStepTransition(
  step: SignupStep,
  status: GuardianStatus,
): { to: GuardianStatus; action: string } | null {
  const transition = transitions[step];
  return transition && transition.to !== status ? transition : null;
}
