import { codeLifetimeMs, oneTimeCodeService } from '../../auth/one-time-codes.ts';
import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { passwordResetCodeMail } from '../../mail/templates/password-reset-code.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { recoverable } from './replace-password.ts';

/** Mails a code when the address has an account to recover; says nothing either way (specification §4). */
export async function requestPasswordReset(context: AppContext, email: string) {
  const { db } = context.database;
  const guardian = await guardianRepository(db).findByEmail(email);
  if (!guardian || !recoverable(guardian.status)) return;
  await db.transaction(async (tx) => {
    const code = await oneTimeCodeService(tx, context.settings.SESSION_SECRET, context.now).issue(
      guardian.id,
      'password_reset',
    );
    const mail = passwordResetCodeMail({
      to: guardian.email,
      name: guardian,
      code,
      validMinutes: codeLifetimeMs / 60_000,
      publicUrl: context.settings.PUBLIC_URL,
    });
    await queueMail(context.jobs, mail, { transaction: tx });
  });
}
