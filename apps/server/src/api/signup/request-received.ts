import type { Guardian, Transaction } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { senderAddress } from '../../mail/sender-address.ts';
import { requestReceivedMail } from '../../mail/templates/request-received.ts';
import { signupRequestRepository } from '../../repositories/signup-request.repository.ts';

/**
 * Queues the 申し込み受付 mail (issue 44) in the transaction that sends the request (finalize):
 * the facility and the child it names, what happens next and where the answer comes from.
 */
export async function queueRequestReceived(context: AppContext, tx: Transaction, guardian: Guardian) {
  const request = await signupRequestRepository(tx).childWithFacility(guardian.id);
  if (!request) return;
  const message = requestReceivedMail({
    to: guardian.email,
    name: guardian,
    publicUrl: context.settings.PUBLIC_URL,
    sender: senderAddress(context.settings.MAIL_FROM),
    child: request.child,
    facilityName: request.facilityName,
  });
  await queueMail(context.jobs, message, { transaction: tx });
}
