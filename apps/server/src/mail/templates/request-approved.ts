import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

/** Sent when an operator approves a sign-up request: what starts now, and where to look. */
export function requestApprovedMail(input: GuardianMailTarget & { trialDays: number | null }): MailMessage {
  const trial =
    input.trialDays && input.trialDays > 0
      ? [`本日から${input.trialDays}日間、無料体験としてすべての機能をお試しいただけます。`]
      : [];
  return guardianMail(input, '【ひびフォト】お申し込みが承認されました', [
    'お申し込みいただいた内容を確認し、ご利用を承認しました。',
    ...trial,
    '園で撮影されたお子さまの写真は、その日の夜までにタイムラインに届きます。',
    '',
    '次のページからログインしてご覧ください。',
    `${input.publicUrl}/signin/`,
  ]);
}
