import { guardianSessions, type IssuedSession } from '../../auth/guardian-sessions.ts';
import { dummyHash, verifyPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';

const loginFailed = 'メールアドレスまたはパスワードが正しくありません。';

/**
 * A guardian's sign-in: one answer for an unknown address and a wrong password (401), a 403 for
 * an address never confirmed; otherwise a new session.
 */
export async function signIn(context: AppContext, email: string, password: string): Promise<IssuedSession> {
  const guardian = await guardianRepository(context.database.db).findByEmail(email);
  const valid = await verifyPassword(guardian?.passwordHash ?? (await dummyHash), password);
  if (!guardian || !valid || guardian.status === 'withdrawn')
    throw new AppError('unauthenticated', loginFailed);
  if (guardian.status === 'unverified') {
    throw new AppError('forbidden', 'メールアドレスの確認が済んでいません。新規登録からやり直してください。');
  }
  return guardianSessions(context).issue(guardian.id);
}
