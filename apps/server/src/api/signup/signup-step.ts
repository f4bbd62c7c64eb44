import type { Database, Guardian, Transaction } from '@hibi/db';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { type SignupStep, signupStepRefusal, signupStepTransition } from './signup-status.ts';

/** 409 unless the guardian's status allows the step. */
export function assertSignupStep(guardian: Guardian | undefined, step: SignupStep): asserts guardian {
  // A valid token for an account that no longer exists: the browser signs in again.
  if (!guardian) throw new AppError('unauthenticated', 'ログインが必要です。');
  const refusal = signupStepRefusal(step, guardian.status);
  if (refusal) throw new AppError('conflict', refusal);
}

/**
 * Runs one sign-up step in a transaction holding the guardian's row lock: the status is checked
 * under the lock (a double click runs the step once, the second one is refused), the work runs,
 * then the status moves on and the move is written to the audit trail, all or nothing.
 */
export async function runSignupStep<T>(
  db: Database,
  guardianId: string,
  step: SignupStep,
  work: (tx: Transaction, guardian: Guardian) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const guardians = guardianRepository(tx);
    const guardian = await guardians.findByIdForUpdate(guardianId);
    assertSignupStep(guardian, step);
    const result = await work(tx, guardian);
    const transition = signupStepTransition(step, guardian.status);
    if (transition) {
      await guardians.setStatus(guardian.id, transition.to);
      await auditLogRepository(tx).byGuardian(guardian.id, transition.action, ['guardian', guardian.id], {
        from: guardian.status,
        to: transition.to,
      });
    }
    return result;
  });
}
