import type { Executor, Guardian } from '@hibi/db';
import { type CodeCheck, codeLifetimeMs, oneTimeCodeService } from '../../auth/one-time-codes.ts';
import type { AppContext } from '../../context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { signupCodeMail } from '../../mail/templates/signup-code.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { runSignupStep } from './signup-step.ts';

const startAgain =
  'お手数ですが、新規登録の画面からもう一度お手続きください。新しい認証コードをお送りします。';
export const codeRefused: Record<Exclude<CodeCheck, 'ok'>, string> = {
  // Specification §8's text; an unknown address gets the same answer as a wrong code.
  wrong: '認証に失敗しました。認証コードを確認してください',
  missing: '認証に失敗しました。認証コードを確認してください',
  expired: `認証コードの有効期限が切れています。${startAgain}`,
  locked: `認証コードの入力回数が上限に達したため、このコードは無効になりました。${startAgain}`,
};

// What sign-up's first two steps (start, resend, verify) and the invitation's share.

/** The code of sign-up (and of joining by invitation), checked against the mailed one. */
export const signupCodes = (context: AppContext, executor: Executor) =>
  oneTimeCodeService(executor, context.settings.SESSION_SECRET, context.now);

async function create(context: AppContext, email: string, passwordHash: string): Promise<Guardian> {
  return context.database.db.transaction(async (tx) => {
    const guardian = await guardianRepository(tx).insert({ email, passwordHash });
    // Every account starts as the 保護者 of a family of its own (decision 0036).
    await familyMembershipRepository(tx).createFor(guardian.id);
    await auditLogRepository(tx).byGuardian(guardian.id, 'guardian.sign_up', ['guardian', guardian.id], {
      to: guardian.status,
    });
    return guardian;
  });
}

/** An unconfirmed account signing up again: the new password replaces the old one. */
export async function restartSignup(context: AppContext, guardianId: string, passwordHash: string) {
  return runSignupStep(context.database.db, guardianId, 'init', async (tx, guardian) => {
    await guardianRepository(tx).setPasswordHash(guardian.id, passwordHash);
    return guardian;
  });
}

export async function createOrRestart(context: AppContext, email: string, passwordHash: string) {
  try {
    return await create(context, email, passwordHash);
  } catch (error) {
    // Two sign-ups of one address at once (a double click): the other request created it.
    const raced = await guardianRepository(context.database.db).findByEmail(email);
    if (!raced) throw error;
    return restartSignup(context, raced.id, passwordHash);
  }
}

/** A fresh code, mailed in the transaction that stores it. */
export async function mailSignupCode(context: AppContext, guardian: Guardian) {
  await context.database.db.transaction(async (tx) => {
    const code = await signupCodes(context, tx).issue(guardian.id, 'signup');
    const validMinutes = codeLifetimeMs / 60_000;
    const publicUrl = context.settings.PUBLIC_URL;
    await queueMail(context.jobs, signupCodeMail({ to: guardian.email, code, validMinutes, publicUrl }), {
      transaction: tx,
    });
  });
}
