import { childCallName } from '../../notifications/child-call-name.ts';
import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

type SiblingMailTarget = GuardianMailTarget & { child: { firstName: string; nickname?: string | null } };

const childName = (input: SiblingMailTarget) => childCallName(input.child);

/** Sent when staff approve a brother or sister the 保護者 added (decision 0043). */
export function siblingApprovedMail(input: SiblingMailTarget): MailMessage {
  return guardianMail(input, '【ひびフォト】お子さまの追加が承認されました', [
    `${childName(input)}の追加を承認しました。`,
    '本日撮影された写真から、その日の夜までにタイムラインに届きます。画面上部でお子さまを切り替えてご覧ください。',
    '',
    `${input.publicUrl}/timeline/`,
  ]);
}

/** Sent when staff send a sibling request back: why, and where to correct it. */
export function siblingSentBackMail(input: SiblingMailTarget & { reason: string }): MailMessage {
  return guardianMail(input, '【ひびフォト】お子さまの追加を承認できませんでした', [
    `${childName(input)}の追加のお申し込みを確認しましたが、次の理由により承認できませんでした。`,
    '',
    `【理由】${input.reason}`,
    '',
    'お手数ですが、マイページから写真や内容を確認して、もう一度お申し込みください。',
    `${input.publicUrl}/mypage/`,
  ]);
}
