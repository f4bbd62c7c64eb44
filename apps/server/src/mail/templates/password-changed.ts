import type { MailMessage } from '../mailer.ts';
import { greeting, mailBody, tokyoDateTime } from './layout.ts';

/** Sent after a reset or a change, so a change the guardian did not make does not go unnoticed. */
export function passwordChangedMail(input: {
  to: string;
  name: { lastName: string | null; firstName: string | null };
  at: Date;
  publicUrl: string;
}): MailMessage {
  const lines = [
    greeting(input.name),
    '',
    'いつもひびフォトをご利用いただき、ありがとうございます。',
    `${tokyoDateTime(input.at)}に、アカウントのパスワードが変更されました。`,
    '安全のため、ほかの端末ではログアウトしています。新しいパスワードで再度ログインしてください。',
    '',
    'お心当たりのない場合は、すぐに次のページからパスワードを再設定のうえ、お問い合わせください。',
    `${input.publicUrl}/recovery/`,
  ];
  return {
    to: input.to,
    subject: '【ひびフォト】パスワードが変更されました',
    text: mailBody(lines, input.publicUrl),
  };
}
