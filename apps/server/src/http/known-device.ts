import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@hibi/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A browser that has signed in to an address before (OWASP's "device cookie"): guessing that
// address's password from elsewhere never locks it out (decision 0007).
const cookieName = 'knownDevice';
const maxAgeSeconds = 180 * 86_400;

const tagOf = (secret: string, address: string) =>
  createHmac('sha256', secret)
    .update(`known-device\0${normalizeEmail(address)}`)
    .digest('base64url');

/** After a successful sign-in: this browser is the address's own from now on. */
export function rememberDevice(reply: FastifyReply, secret: string, address: string) {
  reply.setCookie(cookieName, tagOf(secret, address), {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/api/users',
    maxAge: maxAgeSeconds,
  });
}

/** True when the request comes from a browser that has signed in to this address before. */
export function isKnownDevice(request: FastifyRequest, secret: string, address: string): boolean {
  const sent = Buffer.from(request.cookies[cookieName] ?? '');
  const expected = Buffer.from(tagOf(secret, address));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
