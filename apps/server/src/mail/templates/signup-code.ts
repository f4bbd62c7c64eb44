import type { MailMessage } from '../mailer.ts';
import { signedMail } from './layout.ts';

/** The code of POST /api/users/create/init, which confirms the address. */
export function signupCodeMail(input: {
  to: string;
  code: string;
  validMinutes: number;
  publicUrl: string;
}): MailMessage {
  const lines = [
    'このたびは、ひびフォトへの新規登録をお申し込みいただき、ありがとうございます。',
    'メールアドレスの確認のため、次の認証コードを登録画面に入力してください。',
    '',
    `認証コード: ${input.code}`,
    '',
    `認証コードの有効期限は${input.validMinutes}分です。期限が過ぎた場合は、お手数ですが新規登録の画面からもう一度お手続きください。`,
    'お心当たりのない場合は、このメールを破棄してください。登録は完了しません。',
  ];
  return signedMail(input.to, '【ひびフォト】新規登録の認証コード', lines, input.publicUrl);
}
