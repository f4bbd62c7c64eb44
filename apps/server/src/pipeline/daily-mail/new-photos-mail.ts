import type { MailMessage } from '../../mail/mailer.ts';
import { greeting, mailBody } from '../../mail/templates/layout.ts';

/** The evening mail: new photos and videos of the guardian's children arrived today. */
export function newPhotosMail(input: {
  to: string;
  name: { lastName: string | null; firstName: string | null };
  count: number;
  publicUrl: string;
}): MailMessage {
  const lines = [
    greeting(input.name),
    '',
    'いつもひびフォトをご利用いただき、ありがとうございます。',
    `本日、お子さまの新しい写真・動画が${input.count}件届きました。`,
    '次のページからご覧いただけます。',
    `${input.publicUrl}/timeline/`,
  ];
  return {
    to: input.to,
    subject: '【ひびフォト】今日の写真が届きました',
    text: mailBody(lines, input.publicUrl),
  };
}
