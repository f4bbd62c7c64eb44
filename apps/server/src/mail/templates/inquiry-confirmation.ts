import type { InquiryKind } from '@hibi/db';
import type { MailMessage } from '../mailer.ts';
import { type InquiryContent, inquiryFieldLines, inquiryKindLabels } from './inquiry-fields.ts';
import { mailBody } from './layout.ts';

/** To the sender: we have it, and here is what was sent. */
export function inquiryConfirmationMail(input: {
  kind: InquiryKind;
  content: InquiryContent;
  publicUrl: string;
}): MailMessage {
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
  return {
    to: input.content.email,
    subject: `【ひびフォト】${label}を受け付けました`,
    text: mailBody(lines, input.publicUrl),
  };
}
