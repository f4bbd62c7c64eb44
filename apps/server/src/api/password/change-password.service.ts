import { verifyPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { replacePassword } from './replace-password.ts';

const wrongOldPassword = 'パスワードの変更に失敗しました。現在のパスワードが正しくありません。';
const samePassword =
  'パスワードの変更に失敗しました。新しいパスワードには、現在と異なるものを設定してください。';

/** Signed in: the old password confirms it is the guardian; their other sessions end. */
export async function changePassword(
  context: AppContext,
  guardianId: string,
  sessionId: string,
  oldPassword: string,
  newPassword: string,
) {
  const guardian = await guardianRepository(context.database.db).findById(guardianId);
  if (!guardian || guardian.status === 'withdrawn')
    throw new AppError('unauthenticated', 'ログインが必要です。');
  if (!(await verifyPassword(guardian.passwordHash, oldPassword)))
    throw new AppError('invalid_input', wrongOldPassword);
  if (oldPassword === newPassword) throw new AppError('invalid_input', samePassword);
  await replacePassword(context, guardian, newPassword, sessionId);
}
