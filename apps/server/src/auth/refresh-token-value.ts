import { createHash, randomBytes } from 'node:crypto';

/** A refresh token: 256 random bits for the cookie, and the sha256 the database keeps. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
