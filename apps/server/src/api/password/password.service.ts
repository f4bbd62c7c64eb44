import type { Executor, Guardian, GuardianStatus } from '@hibi/db';
import { type CodeCheck, codeLifetimeMs, oneTimeCodeService } from '../../auth/one-time-codes.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { refreshTokenRepository } from '../../auth/refresh-token.repository.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { passwordChangedMail } from '../../mail/templates/password-changed.ts';
import { passwordResetCodeMail } from '../../mail/templates/password-reset-code.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

const codeRefused: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: '認証コードが正しくありません。メールに記載された6桁のコードをご確認ください。',
  expired:
    '認証コードの有効期限が切れています。お手数ですが、もう一度パスワードの再設定をお申し込みください。',
  locked:
    '認証コードの入力回数が上限に達したため、このコードは無効になりました。もう一度パスワードの再設定をお申し込みください。',
  missing:
    '認証コードが正しくないか、有効期限が切れています。もう一度パスワードの再設定をお申し込みください。',
};
const wrongOldPassword = 'パスワードの変更に失敗しました。現在のパスワードが正しくありません。';
const samePassword =
  'パスワードの変更に失敗しました。新しいパスワードには、現在と異なるものを設定してください。';

// An unverified account has nothing to recover (sign-up starts over); a withdrawn one is closed.
const recoverable = (status: GuardianStatus) => status !== 'unverified' && status !== 'withdrawn';

/** Password recovery by mailed code (specification §4) and change while signed in. */
export function passwordService(context: AppContext) {
  const { db } = context.database;
  const guardians = guardianRepository(db);
  const codes = (executor: Executor) =>
    oneTimeCodeService(executor, context.settings.SESSION_SECRET, context.now);
  const publicUrl = context.settings.PUBLIC_URL;

  /**
   * Sets the password and ends the guardian's sessions, except `keepSessionId`, in one transaction
   * that also queues the notice of the change.
   */
  async function replacePassword(guardian: Guardian, newPassword: string, keepSessionId?: string) {
    const passwordHash = await hashPassword(newPassword);
    const at = context.now();
    await db.transaction(async (tx) => {
      await guardianRepository(tx).setPasswordHash(guardian.id, passwordHash);
      await refreshTokenRepository(tx).revokeGuardianSessions(guardian.id, at, keepSessionId);
      const notice = passwordChangedMail({ to: guardian.email, name: guardian, at, publicUrl });
      await queueMail(context.jobs, notice, { transaction: tx });
    });
  }

  return {
    /** Mails a code when the address has an account to recover; says nothing either way. */
    async requestReset(email: string) {
      const guardian = await guardians.findByEmail(email);
      if (!guardian || !recoverable(guardian.status)) return;
      await db.transaction(async (tx) => {
        const code = await codes(tx).issue(guardian.id, 'password_reset');
        const validMinutes = codeLifetimeMs / 60_000;
        const mail = passwordResetCodeMail({
          to: guardian.email,
          name: guardian,
          code,
          validMinutes,
          publicUrl,
        });
        await queueMail(context.jobs, mail, { transaction: tx });
      });
    },

    /** The mailed code proves the address; every session of the account ends. */
    async reset(email: string, code: string, newPassword: string) {
      const guardian = await guardians.findByEmail(email);
      const check =
        guardian && recoverable(guardian.status)
          ? await codes(db).check(guardian.id, 'password_reset', code)
          : 'missing';
      if (check !== 'ok' || !guardian)
        throw new AppError('invalid_input', codeRefused[check === 'ok' ? 'missing' : check]);
      await replacePassword(guardian, newPassword);
    },

    /** Signed in: the old password confirms it is the guardian; their other sessions end. */
    async change(guardianId: string, sessionId: string, oldPassword: string, newPassword: string) {
      const guardian = await guardians.findById(guardianId);
      if (!guardian || guardian.status === 'withdrawn')
        throw new AppError('unauthenticated', 'ログインが必要です。');
      if (!(await verifyPassword(guardian.passwordHash, oldPassword)))
        throw new AppError('invalid_input', wrongOldPassword);
      if (oldPassword === newPassword) throw new AppError('invalid_input', samePassword);
      await replacePassword(guardian, newPassword, sessionId);
    },
  };
}
