import type { MailMessage } from '../mailer.ts';
import { type GuardianMailTarget, guardianMail } from './layout.ts';

/** The code of POST /api/users/password/init. */
export function passwordResetCodeMail(
  input: GuardianMailTarget & {
    code: string;
    validMinutes: number;
  },
): MailMessage {
  return guardianMail(input, '【ひびフォト】パスワード再設定の認証コード', [
    'パスワード再設定のお申し込みを受け付けました。',
    '次の認証コードを画面に入力し、新しいパスワードを設定してください。',
    '',
    `認証コード: ${input.code}`,
    '',
    `認証コードの有効期限は${input.validMinutes}分です。期限が過ぎた場合は、お手数ですがもう一度お申し込みください。`,
    'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  ]);
}
