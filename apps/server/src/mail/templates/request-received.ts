import { childCallName } from '../../notifications/child-call-name.ts';
import type { MailMessage } from '../mailer.ts';
import { applicantMail, type GuardianMailTarget, guardianMail } from './layout.ts';
import { receivingGuidanceLines, reviewLines } from './receiving-guidance.ts';

type ReceivedTarget = GuardianMailTarget & {
  /** MAIL_FROM's bare address: where the answer comes from. */
  sender: string;
  child: { firstName: string; nickname?: string | null };
};

/** What a received mail says of its own; the facility's check and the 受信設定 stand between. */
type Received = { received: string; nextSteps: string[]; follow: string[] };

/** A received mail's lines: what was received, the steps after the check, the 受信設定, where to follow it. */
function receivedLines(input: ReceivedTarget, { received, nextSteps, follow }: Received) {
  const guidance = receivingGuidanceLines(input.to, input.sender);
  return [received, '', ...reviewLines, ...nextSteps, '', ...guidance, '', ...follow];
}

/** Sent when a sign-up's request is sent (finalize), the first time or again: received, and what next. */
export function requestReceivedMail(input: ReceivedTarget & { facilityName: string }): MailMessage {
  const lines = receivedLines(input, {
    received: `${input.facilityName}の${childCallName(input.child)}のお申し込みを受け付けました。`,
    nextSteps: [
      '2. 確認が済みましたら、結果をメールでお知らせします。写真からお子さまの顔を確認できなかったときは、数分ほどで写真の送り直しをお願いするメールをお送りします。',
      '3. 承認されると、園で撮影されたお子さまの写真が、撮影した日の夜までにタイムラインに届くようになります。無料体験の期間も、承認のメールでお知らせします。',
    ],
    follow: [
      'お申し込みの状況は、次のページからログインしてご確認いただけます。',
      `${input.publicUrl}/signin/`,
    ],
  });
  return applicantMail(input, '【ひびフォト】お申し込みを受け付けました', lines);
}

/** Sent when a 保護者 sends a brother's or sister's request (decision 0043): received, and what next. */
export function siblingReceivedMail(input: ReceivedTarget): MailMessage {
  const lines = receivedLines(input, {
    received: `${childCallName(input.child)}の追加のお申し込みを受け付けました。`,
    nextSteps: [
      '2. 確認が済みましたら、結果をメールでお知らせします。',
      '3. 承認されると、その日に撮影された写真から、タイムラインに届くようになります。',
    ],
    follow: ['お申し込みの状況は、マイページでご確認いただけます。', `${input.publicUrl}/mypage/`],
  });
  return guardianMail(input, '【ひびフォト】お子さまの追加のお申し込みを受け付けました', lines);
}
