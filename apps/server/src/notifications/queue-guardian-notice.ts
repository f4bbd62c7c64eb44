import type { Database } from '@hibi/db';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { PushMessage } from '../push/push-messages.ts';
import { queuePush } from '../push/queue-push.ts';
import { type AuditEntry, auditLogRepository } from '../repositories/audit-log.repository.ts';

/** What the system tells one guardian: by mail and by push, under one key, and its audit entry. */
export type GuardianNotice = {
  guardianId: string;
  key: string;
  audit: Omit<AuditEntry, 'actorKind' | 'actorId'>;
  mail: MailMessage;
  push: PushMessage;
};

/**
 * Queues a notice in the transaction that writes it to the audit log: the mail, and the push on
 * each of the guardian's devices with push on (decision 0081), both under the notice's key, so a
 * retried job never sends it twice.
 */
export async function queueGuardianNotice(deps: { db: Database; jobs: JobRunner }, notice: GuardianNotice) {
  const { guardianId, key } = notice;
  await deps.db.transaction(async (tx) => {
    await auditLogRepository(tx).record({ actorKind: 'system', actorId: null, ...notice.audit });
    await queueMail(deps.jobs, notice.mail, { key, transaction: tx });
    await queuePush(deps.jobs, tx, { guardianIds: [guardianId], key, message: notice.push });
  });
}
