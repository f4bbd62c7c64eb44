import type { InquiryKind } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { inquiryConfirmationMail } from '../../mail/templates/inquiry-confirmation.ts';
import type { InquiryContent } from '../../mail/templates/inquiry-fields.ts';
import { inquiryReceivedMail } from '../../mail/templates/inquiry-received.ts';
import { inquiryRepository } from './inquiry.repository.ts';

/**
 * The contact form and the parents' contact and request forms: one way in, told apart by kind.
 * The form is stored for the operators' console, mailed to every operator (OPERATOR_EMAIL when
 * there is none yet), and confirmed to the sender; the mails are queued with the stored form.
 */
export async function submitInquiry(
  context: AppContext,
  kind: InquiryKind,
  content: InquiryContent,
): Promise<string> {
  const publicUrl = context.settings.PUBLIC_URL;
  const receivedAt = context.now();
  const { extra, ...fields } = content;
  return context.database.db.transaction(async (tx) => {
    const inquiries = inquiryRepository(tx);
    const inquiryId = await inquiries.insert({
      kind,
      ...fields,
      extra: extra ?? null,
      createdAt: receivedAt,
    });
    const operators = await inquiries.operatorEmails();
    const recipients = operators.length > 0 ? operators : [context.settings.OPERATOR_EMAIL];
    const mails = [
      ...recipients.map((to) => inquiryReceivedMail({ to, kind, content, inquiryId, receivedAt, publicUrl })),
      inquiryConfirmationMail({ kind, content, publicUrl }),
    ];
    for (const mail of mails) await queueMail(context.jobs, mail, { transaction: tx });
    return inquiryId;
  });
}
