import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { guardianRepository } from '../repositories/guardian.repository.ts';
import { type AccessTokens, createAccessTokens } from './access-token.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { refreshTokenRepository } from './refresh-token.repository.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token-value.ts';

/** Refresh tokens (and the isAuthorized cookie) live 30 days: specification §9. */
export const refreshTokenSeconds = 2_592_000;

export type IssuedSession = { accessToken: string; refreshToken: string; familyId: string };

const loginFailed = 'メールアドレスまたはパスワードが正しくありません。';
const sessionEnded = 'ログインの有効期限が切れました。もう一度ログインしてください。';
// Verifying against this when the address is unknown keeps both answers equally slow.
const dummyHash = hashPassword('hibi-timing-equaliser');

/**
 * Sign-in, refresh and sign-out. Access tokens are short-lived JWTs; refresh tokens rotate on
 * every use, and presenting a used one revokes its whole family (a stolen token is noticed).
 */
export function sessionService(
  context: AppContext,
  tokens: AccessTokens = createAccessTokens(context.settings.SESSION_SECRET),
) {
  const { db } = context.database;
  const refreshTokens = refreshTokenRepository(db);

  async function issueWithId(guardianId: string, familyId: string) {
    const now = context.now();
    const refresh = newRefreshToken();
    const refreshTokenId = await refreshTokens.insert({
      guardianId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000),
    });
    const accessToken = await tokens.sign({ kind: 'guardian', id: guardianId, sessionId: familyId }, now);
    return { session: { accessToken, refreshToken: refresh.token, familyId }, refreshTokenId };
  }

  /** A new session (a new token family) for a guardian who just proved who they are. */
  async function issue(guardianId: string): Promise<IssuedSession> {
    return (await issueWithId(guardianId, randomUUID())).session;
  }

  return {
    issue,

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
      return issue(guardian.id);
    },

    async refresh(token: string | undefined): Promise<IssuedSession> {
      const now = context.now();
      const row = token ? await refreshTokens.findByHash(hashRefreshToken(token)) : undefined;
      if (!row?.guardianId || row.expiresAt <= now) throw new AppError('unauthenticated', sessionEnded);
      if (row.revokedAt) {
        await refreshTokens.revokeFamily(row.familyId, now);
        throw new AppError('unauthenticated', sessionEnded);
      }
      const next = await issueWithId(row.guardianId, row.familyId);
      // Two requests racing with one token: the loser is treated as reuse and ends the family.
      if (!(await refreshTokens.markReplaced(row.id, next.refreshTokenId, now))) {
        await refreshTokens.revokeFamily(row.familyId, now);
        throw new AppError('unauthenticated', sessionEnded);
      }
      return next.session;
    },

    async logout(token: string | undefined) {
      const row = token ? await refreshTokens.findByHash(hashRefreshToken(token)) : undefined;
      if (row) await refreshTokens.revokeFamily(row.familyId, context.now());
    },
  };
}
