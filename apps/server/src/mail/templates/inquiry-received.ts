import { tokyoDateTime } from '@hibi/domain';
import type { MailMessage } from '../mailer.ts';
import { type InquiryMailInput, inquiryFieldLines, inquiryKindLabels } from './inquiry-fields.ts';
import { signedMail } from './layout.ts';

/** To the operators: a form arrived. Replying goes straight to the sender. */
export function inquiryReceivedMail(
  input: InquiryMailInput & { to: string; inquiryId: string; receivedAt: Date },
): MailMessage {
  const label = inquiryKindLabels[input.kind];
  const lines = [
    `${label}が届きました（${tokyoDateTime(input.receivedAt)}受付、受付番号 ${input.inquiryId}）。`,
    'このメールに返信すると、送信者に届きます。',
    '',
    ...inquiryFieldLines(input.content),
  ];
  const subject = `【${label}】${input.content.title ?? input.content.name}`;
  const mail = signedMail(input.to, subject, lines, input.publicUrl);
  return { ...mail, headers: { 'Reply-To': input.content.email } };
}
