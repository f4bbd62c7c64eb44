import type { MailMessage } from '../../mail/mailer.ts';
import { type GuardianMailTarget, guardianMail } from '../../mail/templates/layout.ts';

/** The evening mail: new photos and videos of the guardian's children arrived today. */
export function newPhotosMail(
  input: GuardianMailTarget & {
    count: number;
  },
): MailMessage {
  return guardianMail(input, '【ひびフォト】今日の写真が届きました', [
    `本日、お子さまの新しい写真・動画が${input.count}件届きました。`,
    '次のページからご覧いただけます。',
    `${input.publicUrl}/timeline/`,
  ]);
}
