import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live five minutes (specification §9's short-lived cookie); refresh renews them. */
export const accessTokenSeconds = 300;

/** sessionId is the refresh-token family the token came from, so a call can spare its own session. */
export type TokenSubject = { kind: 'guardian' | 'staff'; id: string; sessionId: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(subject: TokenSubject, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ kind: subject.kind, sid: subject.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenSeconds)
        .sign(key);
    },
    /** The subject of a valid, unexpired token; null for anything else. */
    async verify(token: string, now: Date): Promise<TokenSubject | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        const { kind, sid } = payload;
        if (kind !== 'guardian' && kind !== 'staff') return null;
        // Ids go into queries as UUIDs: anything else is no token at all, never a database error.
        if (!isUuid(payload.sub) || !isUuid(sid)) return null;
        return { kind, id: payload.sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
