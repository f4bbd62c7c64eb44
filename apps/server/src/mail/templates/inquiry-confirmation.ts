import type { MailMessage } from '../mailer.ts';
import { type InquiryMailInput, inquiryFieldLines, inquiryKindLabels } from './inquiry-fields.ts';
import { signedMail } from './layout.ts';

/** To the sender: we have it, and here is what was sent. */
export function inquiryConfirmationMail(input: InquiryMailInput): MailMessage {
  const label = inquiryKindLabels[input.kind];
  const lines = [
    `${input.content.name} 様`,
    '',
    'ひびフォトにご連絡いただき、ありがとうございます。',
    `次の内容で${label}を受け付けました。`,
    '内容を確認のうえ、担当者よりご連絡いたします。今しばらくお待ちください。',
    '',
    '――― 受付内容 ―――',
    ...inquiryFieldLines(input.content),
    '',
    'お心当たりのない場合は、お手数ですがこのメールを破棄してください。',
  ];
  return signedMail(input.content.email, `【ひびフォト】${label}を受け付けました`, lines, input.publicUrl);
}
