import { monthDayText, trialEndDate, trialOfferText } from '@hibi/domain';
import type { MailMessage } from '../mailer.ts';
import { applicantMail, type GuardianMailTarget } from './layout.ts';

/** The trial's lines: its length and last day (Tokyo), in the timeline's trial guide's words. */
function trialLines(approvedAt: Date, trialDays: number | null): string[] {
  if (!trialDays || trialDays <= 0) return [];
  const lastDate = trialEndDate(approvedAt, trialDays);
  return [
    '',
    `本日から${monthDayText(lastDate)}までの${trialDays}日間は無料体験です。`,
    trialOfferText(lastDate),
    '体験期間が終わると、直近7日間の写真をご覧いただける無料プランに切り替わります。続けてすべての写真をご覧いただくには、マイページの「ご利用プラン」から有料プランにお申し込みください。',
  ];
}

/** Sent when an operator approves a sign-up request: what starts now, until when, and where to look. */
export function requestApprovedMail(
  input: GuardianMailTarget & { approvedAt: Date; trialDays: number | null },
): MailMessage {
  return applicantMail(input, '【ひびフォト】お申し込みが承認されました', [
    'お申し込みいただいた内容を確認し、ご利用を承認しました。',
    '園で撮影されたお子さまの写真は、その日の夜までにタイムラインに届きます。',
    ...trialLines(input.approvedAt, input.trialDays),
    '',
    '次のページからログインしてご覧ください。',
    `${input.publicUrl}/signin/`,
  ]);
}
