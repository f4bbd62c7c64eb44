import { japaneseDate, type LeavingReason, leavingReasonNames } from '@hibi/domain';
import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

type LeavingMailTarget = GuardianMailTarget & {
  child: { firstName: string; nickname?: string | null };
  leavesOn: string;
  forgetsOn: string;
  leavingReason: LeavingReason;
};

/**
 * Sent to each member of the family when staff mark a child as leaving (decision 0078): from when
 * no photos arrive, when everything is deleted, and where to save it first. The child by nickname
 * or given name only (DESIGN.md §9).
 */
export function childLeavingMail(input: LeavingMailTarget): MailMessage {
  const name = `${input.child.nickname?.trim() || input.child.firstName}さん`;
  const reason = leavingReasonNames[input.leavingReason];
  return guardianMail(input, `【ひびフォト】${reason}に伴う写真・動画の削除のお知らせ`, [
    `${name}の${reason}（${japaneseDate(input.leavesOn)}）を園から承りました。`,
    `${japaneseDate(input.leavesOn)}以降に撮影された写真・動画は届きません。`,
    '',
    `${japaneseDate(input.forgetsOn)}に、${name}の写真・動画、フォトムービー、お顔の登録写真と顔データをすべて削除します。`,
    'それまでに、マイページの「写真・動画の一括保存」から月ごとにまとめて保存してください。',
    `${input.publicUrl}/mypage/download/`,
    '',
    'ご利用いただき、ありがとうございました。',
  ]);
}
