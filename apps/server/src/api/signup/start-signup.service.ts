import { hashPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { createOrRestart, mailSignupCode, restartSignup } from './signup-account.ts';
import { assertSignupStep } from './signup-step.ts';

/**
 * Sign-up step 1 (specification §4): creates the account (or restarts an unconfirmed one) and
 * mails a fresh code, queued with it.
 */
export async function startSignup(context: AppContext, email: string, password: string): Promise<void> {
  const existing = await guardianRepository(context.database.db).findByEmail(email);
  if (existing) assertSignupStep(existing, 'init');
  const passwordHash = await hashPassword(password);
  const guardian = existing
    ? await restartSignup(context, existing.id, passwordHash)
    : await createOrRestart(context, email, passwordHash);
  await mailSignupCode(context, guardian);
}
