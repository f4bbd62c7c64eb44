import type { Guardian, GuardianStatus } from '@hibi/db';
import { hashPassword } from '../../auth/passwords.ts';
import { refreshTokenRepository } from '../../auth/refresh-token.repository.ts';
import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { passwordChangedMail } from '../../mail/templates/password-changed.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

// An unverified account has nothing to recover (sign-up starts over); a withdrawn one is closed.
export const recoverable = (status: GuardianStatus) => status !== 'unverified' && status !== 'withdrawn';

/**
 * Sets the password and ends the guardian's sessions, except `keepSessionId`, in one transaction
 * that also queues the notice of the change (the reset and the change share it).
 */
export async function replacePassword(
  context: AppContext,
  guardian: Guardian,
  newPassword: string,
  keepSessionId?: string,
) {
  const passwordHash = await hashPassword(newPassword);
  const at = context.now();
  const publicUrl = context.settings.PUBLIC_URL;
  await context.database.db.transaction(async (tx) => {
    await guardianRepository(tx).setPasswordHash(guardian.id, passwordHash);
    await refreshTokenRepository(tx).revokeGuardianSessions(guardian.id, at, keepSessionId);
    const notice = passwordChangedMail({ to: guardian.email, name: guardian, at, publicUrl });
    await queueMail(context.jobs, notice, { transaction: tx });
  });
}
