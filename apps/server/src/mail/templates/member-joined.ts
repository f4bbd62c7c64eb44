import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

/**
 * To the 保護者 who invited someone, when that person has joined: who (their address, since they
 * give their name only afterwards) and as what, and where to remove them if it was not meant.
 */
export function memberJoinedMail(
  input: GuardianMailTarget & { joinedEmail: string; roleName: string },
): MailMessage {
  return guardianMail(input, '【ひびフォト】ご家族が参加しました', [
    `ご招待した ${input.joinedEmail} の方が、${input.roleName}としてご家族に参加しました。`,
    'これから、お子さまの写真と動画を一緒にご覧いただけます。',
    '',
    'お心当たりのない場合は、次のページから参加を取り消してください。',
    `${input.publicUrl}/mypage/family/`,
  ]);
}
