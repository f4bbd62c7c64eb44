import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { guardianRepository } from '../repositories/guardian.repository.ts';
import { type AccessTokens, createAccessTokens } from './access-token.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { type IssuedSession, tokenFamilies } from './token-families.ts';

export { type IssuedSession, refreshTokenSeconds } from './token-families.ts';

const loginFailed = 'メールアドレスまたはパスワードが正しくありません。';
// Verifying against this when the address is unknown keeps both answers equally slow.
export const dummyHash = hashPassword('hibi-timing-equaliser');

/**
 * Guardians' sign-in, refresh and sign-out. Access tokens are short-lived JWTs; refresh tokens
 * rotate on every use (token-families.ts).
 */
export function sessionService(
  context: AppContext,
  tokens: AccessTokens = createAccessTokens(context.settings.SESSION_SECRET),
) {
  const families = tokenFamilies(context, 'guardian', tokens);
  const { db } = context.database;

  return {
    issue: families.issue,
    refresh: families.refresh,
    logout: families.logout,

    async login(email: string, password: string): Promise<IssuedSession> {
      const guardian = await guardianRepository(db).findByEmail(email);
      const valid = await verifyPassword(guardian?.passwordHash ?? (await dummyHash), password);
      if (!guardian || !valid || guardian.status === 'withdrawn')
        throw new AppError('unauthenticated', loginFailed);
      if (guardian.status === 'unverified') {
        throw new AppError(
          'forbidden',
          'メールアドレスの確認が済んでいません。新規登録からやり直してください。',
        );
      }
      return families.issue(guardian.id);
    },
  };
}
