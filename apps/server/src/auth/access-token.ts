import { createSigner, createVerifier } from 'fast-jwt';

/** Access tokens live five minutes (specification §9's short-lived cookie); refresh renews them. */
export const accessTokenSeconds = 300;

/** sessionId is the refresh-token family the token came from, so a call can spare its own session. */
export type TokenSubject = { kind: 'guardian' | 'staff'; id: string; sessionId: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

/**
 * HS256 tokens through fast-jwt, which signs and verifies synchronously: every API call verifies
 * one, and WebCrypto's asynchronous HMAC (jose) cost a thread-pool hop each (docs/decisions/0031).
 * Times come from the caller's clock, so expiry is checked here rather than against Date.now().
 */
export function createAccessTokens(secret: string) {
  const signToken = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
  const decodeToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    checkTyp: 'JWT',
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  return {
    async sign(subject: TokenSubject, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const claims = { kind: subject.kind, sid: subject.sessionId, sub: subject.id };
      return signToken({ ...claims, iat: issuedAt, exp: issuedAt + accessTokenSeconds });
    },
    /** The subject of a valid, unexpired token; null for anything else. */
    async verify(token: string, now: Date): Promise<TokenSubject | null> {
      let payload: Record<string, unknown>;
      try {
        payload = decodeToken(token);
      } catch {
        return null;
      }
      const { kind, sid, sub, exp } = payload;
      if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return null;
      if (kind !== 'guardian' && kind !== 'staff') return null;
      // Ids go into queries as UUIDs: anything else is no token at all, never a database error.
      if (!isUuid(sub) || !isUuid(sid)) return null;
      return { kind, id: sub, sessionId: sid };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
