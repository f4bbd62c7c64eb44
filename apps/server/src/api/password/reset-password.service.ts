import { type CodeCheck, oneTimeCodeService } from '../../auth/one-time-codes.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { recoverable, replacePassword } from './replace-password.ts';

const codeRefused: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: '認証コードが正しくありません。メールに記載された6桁のコードをご確認ください。',
  expired:
    '認証コードの有効期限が切れています。お手数ですが、もう一度パスワードの再設定をお申し込みください。',
  locked:
    '認証コードの入力回数が上限に達したため、このコードは無効になりました。もう一度パスワードの再設定をお申し込みください。',
  missing:
    '認証コードが正しくないか、有効期限が切れています。もう一度パスワードの再設定をお申し込みください。',
};

/** The mailed code proves the address; every session of the account ends (specification §4). */
export async function resetPassword(context: AppContext, email: string, code: string, newPassword: string) {
  const { db } = context.database;
  const guardian = await guardianRepository(db).findByEmail(email);
  const check =
    guardian && recoverable(guardian.status)
      ? await oneTimeCodeService(db, context.settings.SESSION_SECRET, context.now).check(
          guardian.id,
          'password_reset',
          code,
        )
      : 'missing';
  if (check !== 'ok' || !guardian)
    throw new AppError('invalid_input', codeRefused[check === 'ok' ? 'missing' : check]);
  await replacePassword(context, guardian, newPassword);
}
