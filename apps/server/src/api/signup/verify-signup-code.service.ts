import { guardianSessions, type IssuedSession } from '../../auth/guardian-sessions.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { codeRefused, signupCodes } from './signup-account.ts';
import { assertSignupStep, runSignupStep } from './signup-step.ts';

/** Sign-up step 2: a correct code confirms the address (unverified → verified) and signs the guardian in. */
export async function verifySignupCode(
  context: AppContext,
  email: string,
  code: string,
): Promise<IssuedSession> {
  const { db } = context.database;
  const guardian = await guardianRepository(db).findByEmail(email);
  if (!guardian) throw new AppError('invalid_input', codeRefused.missing);
  assertSignupStep(guardian, 'auth');
  const check = await signupCodes(context, db).check(guardian.id, 'signup', code);
  if (check !== 'ok') throw new AppError('invalid_input', codeRefused[check]);
  await runSignupStep(db, guardian.id, 'auth', async () => undefined);
  return guardianSessions(context).issue(guardian.id);
}
