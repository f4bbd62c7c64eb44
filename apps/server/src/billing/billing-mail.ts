import type { AppContext } from '../context.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { GuardianMailTarget } from '../mail/templates/layout.ts';
import { guardianRepository } from '../repositories/guardian.repository.ts';

/**
 * Mails a guardian about their plan; a guardian deleted meanwhile gets nothing. Callers run it
 * after their transaction commits, so the mail is queued on its own.
 */
export async function mailGuardian(
  context: AppContext,
  guardianId: string,
  write: (target: GuardianMailTarget) => MailMessage,
): Promise<void> {
  const guardian = await guardianRepository(context.database.db).findById(guardianId);
  if (!guardian) return;
  const target = { to: guardian.email, name: guardian, publicUrl: context.settings.PUBLIC_URL };
  await queueMail(context.jobs, write(target));
}
