import { tokyoDateTime } from '@hibi/domain';
import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

/** Sent after a reset or a change, so a change the guardian did not make does not go unnoticed. */
export function passwordChangedMail(
  input: GuardianMailTarget & {
    at: Date;
  },
): MailMessage {
  return guardianMail(input, '【ひびフォト】パスワードが変更されました', [
    `${tokyoDateTime(input.at)}に、アカウントのパスワードが変更されました。`,
    '安全のため、ほかの端末ではログアウトしています。新しいパスワードで再度ログインしてください。',
    '',
    'お心当たりのない場合は、すぐに次のページからパスワードを再設定のうえ、お問い合わせください。',
    `${input.publicUrl}/recovery/`,
  ]);
}
