import type { Executor, Guardian } from '@hibi/db';
import { guardianSessions, type IssuedSession } from '../../auth/guardian-sessions.ts';
import { type CodeCheck, codeLifetimeMs, oneTimeCodeService } from '../../auth/one-time-codes.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { signupCodeMail } from '../../mail/templates/signup-code.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { assertSignupStep, runSignupStep } from './signup-step.ts';

const startAgain =
  'お手数ですが、新規登録の画面からもう一度お手続きください。新しい認証コードをお送りします。';
export const codeRefused: Record<Exclude<CodeCheck, 'ok'>, string> = {
  // Specification §8's text; an unknown address gets the same answer as a wrong code.
  wrong: '認証に失敗しました。認証コードを確認してください',
  missing: '認証に失敗しました。認証コードを確認してください',
  expired: `認証コードの有効期限が切れています。${startAgain}`,
  locked: `認証コードの入力回数が上限に達したため、このコードは無効になりました。${startAgain}`,
};

/** Sign-up steps 1 and 2 (specification §4): register the address, then prove it by the mailed code. */
export function signupAccountService(context: AppContext) {
  const { db } = context.database;
  const guardians = guardianRepository(db);
  const codes = (executor: Executor) =>
    oneTimeCodeService(executor, context.settings.SESSION_SECRET, context.now);

  async function create(email: string, passwordHash: string): Promise<Guardian> {
    return db.transaction(async (tx) => {
      const guardian = await guardianRepository(tx).insert({ email, passwordHash });
      // Every account starts as the 保護者 of a family of its own (decision 0036).
      await familyMembershipRepository(tx).createFor(guardian.id);
      await auditLogRepository(tx).record({
        actorKind: 'guardian',
        actorId: guardian.id,
        action: 'guardian.sign_up',
        targetType: 'guardian',
        targetId: guardian.id,
        detail: { to: guardian.status },
      });
      return guardian;
    });
  }

  /** An unconfirmed account signing up again: the new password replaces the old one. */
  async function restart(guardianId: string, passwordHash: string): Promise<Guardian> {
    return runSignupStep(db, guardianId, 'init', async (tx, guardian) => {
      await guardianRepository(tx).setPasswordHash(guardian.id, passwordHash);
      return guardian;
    });
  }

  async function createOrRestart(email: string, passwordHash: string): Promise<Guardian> {
    try {
      return await create(email, passwordHash);
    } catch (error) {
      // Two sign-ups of one address at once (a double click): the other request created it.
      const raced = await guardians.findByEmail(email);
      if (!raced) throw error;
      return restart(raced.id, passwordHash);
    }
  }

  /** A fresh code, mailed in the transaction that stores it. */
  async function mailCode(guardian: Guardian) {
    await db.transaction(async (tx) => {
      const code = await codes(tx).issue(guardian.id, 'signup');
      const validMinutes = codeLifetimeMs / 60_000;
      const publicUrl = context.settings.PUBLIC_URL;
      await queueMail(context.jobs, signupCodeMail({ to: guardian.email, code, validMinutes, publicUrl }), {
        transaction: tx,
      });
    });
  }

  return {
    /** Creates the account (or restarts an unconfirmed one) and mails a fresh code, queued with it. */
    async init(email: string, password: string): Promise<void> {
      const existing = await guardians.findByEmail(email);
      if (existing) assertSignupStep(existing, 'init');
      const passwordHash = await hashPassword(password);
      const guardian = existing
        ? await restart(existing.id, passwordHash)
        : await createOrRestart(email, passwordHash);
      await mailCode(guardian);
    },

    /**
     * A new code for an address still waiting for one ('send the code again'); the previous code
     * stops working. Any other address gets the same quiet answer, so none is revealed.
     */
    async resend(email: string): Promise<void> {
      const guardian = await guardians.findByEmail(email);
      if (guardian?.status === 'unverified') await mailCode(guardian);
    },

    /** A correct code confirms the address (unverified → verified) and signs the guardian in. */
    async verify(email: string, code: string): Promise<IssuedSession> {
      const guardian = await guardians.findByEmail(email);
      if (!guardian) throw new AppError('invalid_input', codeRefused.missing);
      assertSignupStep(guardian, 'auth');
      const check = await codes(db).check(guardian.id, 'signup', code);
      if (check !== 'ok') throw new AppError('invalid_input', codeRefused[check]);
      await runSignupStep(db, guardian.id, 'auth', async () => undefined);
      return guardianSessions(context).issue(guardian.id);
    },
  };
}
