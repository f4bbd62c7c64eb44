import type { Transaction } from '@hibi/db';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { MailMessage } from '../mailer.ts';
import { queueMail } from '../queue-mail.ts';
import { applicantMail, type GuardianMailTarget } from './layout.ts';

/** Sent when an operator or the face check rejects a sign-up request: why, and the way back. */
export function requestRejectedMail(input: GuardianMailTarget & { reason: string }): MailMessage {
  return applicantMail(input, '【ひびフォト】お申し込みを承認できませんでした', [
    'お送りいただいた内容を確認しましたが、次の理由により、お申し込みを承認できませんでした。誠に申し訳ございません。',
    '',
    `【理由】${input.reason}`,
    '',
    'お手数ですが、次のページからログインして、新しい写真の送信やお申し込み内容の修正を行い、もう一度お送りください。',
    `${input.publicUrl}/signin/`,
  ]);
}

/** What queueing it needs, wherever the rejection happens (the API or the pipeline's workers). */
export type RequestRejectedMailDeps = {
  jobs: JobRunner;
  settings: { PUBLIC_URL: string };
};

/** Queues the rejection mail to the guardian in the transaction that rejects the request. */
export async function queueRequestRejected(
  deps: RequestRejectedMailDeps,
  transaction: Transaction,
  guardian: { email: string; firstName: string | null; lastName: string | null },
  reason: string,
) {
  const target = { to: guardian.email, name: guardian, publicUrl: deps.settings.PUBLIC_URL };
  await queueMail(deps.jobs, requestRejectedMail({ ...target, reason }), { transaction });
}
