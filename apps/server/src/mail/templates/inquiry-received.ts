import type { InquiryKind } from '@hibi/db';
import type { MailMessage } from '../mailer.ts';
import { type InquiryContent, inquiryFieldLines, inquiryKindLabels } from './inquiry-fields.ts';
import { mailBody, tokyoDateTime } from './layout.ts';

/** To the operators: a form arrived. Replying goes straight to the sender. */
export function inquiryReceivedMail(input: {
  to: string;
  kind: InquiryKind;
  content: InquiryContent;
  inquiryId: string;
  receivedAt: Date;
  publicUrl: string;
}): MailMessage {
  const label = inquiryKindLabels[input.kind];
  const lines = [
    `${label}が届きました（${tokyoDateTime(input.receivedAt)}受付、受付番号 ${input.inquiryId}）。`,
    'このメールに返信すると、送信者に届きます。',
    '',
    ...inquiryFieldLines(input.content),
  ];
  return {
    to: input.to,
    subject: `【${label}】${input.content.title ?? input.content.name}`,
    text: mailBody(lines, input.publicUrl),
    headers: { 'Reply-To': input.content.email },
  };
}
