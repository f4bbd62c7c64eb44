import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import type { AccessTokens } from './access-token.ts';
import { refreshTokenRepository } from './refresh-token.repository.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token-value.ts';
import { sessionStandsNow } from './session-liveness.ts';

/** Refresh tokens (and the isAuthorized cookie) live 30 days: specification §9. */
export const refreshTokenSeconds = 2_592_000;

/** A rotated refresh token presented again this soon is a parallel request, not reuse (decision 0030). */
export const parallelRefreshGraceMs = 10_000;

export type IssuedSession = { accessToken: string; refreshToken: string; familyId: string };

const sessionEnded = 'ログインの有効期限が切れました。もう一度ログインしてください。';

/**
 * Rotating refresh tokens for one kind of account (guardians or staff): every refresh replaces the
 * token, and presenting a used one revokes its whole family, so a stolen token is noticed (a
 * parallel refresh within parallelRefreshGraceMs excepted). The two kinds never mix: a guardian's
 * refresh token cannot renew a staff session, nor the reverse.
 */
export function tokenFamilies(context: AppContext, kind: 'guardian' | 'staff', tokens: AccessTokens) {
  const refreshTokens = refreshTokenRepository(context.database.db);
  const ownerColumn = kind === 'guardian' ? 'guardianId' : 'staffId';

  async function issueWithId(ownerId: string, familyId: string) {
    const now = context.now();
    const refresh = newRefreshToken();
    const refreshTokenId = await refreshTokens.insert({
      [ownerColumn]: ownerId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000),
    });
    const accessToken = await tokens.sign({ kind, id: ownerId, sessionId: familyId }, now);
    sessionStandsNow(familyId);
    return { session: { accessToken, refreshToken: refresh.token, familyId }, refreshTokenId };
  }

  /** Whether the token was rotated (not revoked) within the grace window of a session that stands. */
  async function rotatedMomentsAgo(id: string, familyId: string, justIssued: string, now: Date) {
    const used = await refreshTokens.findById(id);
    if (!used?.replacedBy || !used.revokedAt) return false;
    if (now.getTime() - used.revokedAt.getTime() > parallelRefreshGraceMs) return false;
    return refreshTokens.isFamilyAlive(familyId, now, justIssued);
  }

  return {
    /** A new session (a new token family) for an account that just proved who it is. */
    async issue(ownerId: string): Promise<IssuedSession> {
      return (await issueWithId(ownerId, crypto.randomUUID())).session;
    },

    async refresh(token: string | undefined): Promise<IssuedSession & { ownerId: string }> {
      const now = context.now();
      const row = token ? await refreshTokens.findByHash(hashRefreshToken(token)) : undefined;
      const ownerId = row?.[ownerColumn];
      if (!row || !ownerId || row.expiresAt <= now) throw new AppError('unauthenticated', sessionEnded);
      const next = await issueWithId(ownerId, row.familyId);
      if (!row.revokedAt && (await refreshTokens.markReplaced(row.id, next.refreshTokenId, now)))
        return { ...next.session, ownerId };
      // Used already. Moments after its rotation, in a session that stands, it is a second tab (or
      // a request whose answer was lost) refreshing at the same time: it gets a token of its own.
      // Otherwise it is reuse (a stolen token, or one from before a sign-out): the session ends.
      if (await rotatedMomentsAgo(row.id, row.familyId, next.refreshTokenId, now))
        return { ...next.session, ownerId };
      await refreshTokens.revokeFamily(row.familyId, now);
      throw new AppError('unauthenticated', sessionEnded);
    },

    /** Ends the token's family; an unknown token or another kind's token changes nothing. */
    async logout(token: string | undefined) {
      const row = token ? await refreshTokens.findByHash(hashRefreshToken(token)) : undefined;
      if (row?.[ownerColumn]) await refreshTokens.revokeFamily(row.familyId, context.now());
    },
  };
}
