import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.ts';

const tokens = createAccessTokens('s'.repeat(32));
const subject = {
  kind: 'guardian' as const,
  id: '0b8f3c9e-5d1a-4c55-9a43-1f7f5b1c2d3e',
  sessionId: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};
const now = new Date('2026-11-22T10:00:00Z');

describe('access tokens', () => {
  it('carry their subject for five minutes', async () => {
    const token = await tokens.sign(subject, now);
    expect(await tokens.verify(token, new Date(now.getTime() + 299_000))).toEqual(subject);
    expect(await tokens.verify(token, new Date(now.getTime() + 301_000))).toBeNull();
  });

  it('reject a token signed with another secret or altered', async () => {
    const token = await tokens.sign(subject, now);
    const other = createAccessTokens('t'.repeat(32));
    expect(await other.verify(token, now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'guardian', sub: 'someone-else', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`, now)).toBeNull();
    expect(await tokens.verify('not-a-token', now)).toBeNull();
  });

  it('reject a validly signed token whose subject or session is not a UUID', async () => {
    // Such ids went into queries and failed there as a 500; they are no token at all.
    expect(await tokens.verify(await tokens.sign({ ...subject, id: 'not-a-uuid' }, now), now)).toBeNull();
    expect(await tokens.verify(await tokens.sign({ ...subject, sessionId: "x'; --" }, now), now)).toBeNull();
  });

  it('reject tokens of another algorithm or type, or without an expiry, even when validly signed', async () => {
    const secret = 's'.repeat(32);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { kind: 'guardian', sub: subject.id, sid: subject.sessionId, iat: 1, exp: 9e9 };
    const signed = (header: object, payload: object = claims) => {
      const input = `${encode(header)}.${encode(payload)}`;
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    };
    // The hand-made token is accepted in the right form, so the refusals below are about the form.
    expect(await tokens.verify(signed({ alg: 'HS256', typ: 'JWT' }), now)).toEqual(subject);
    expect(await tokens.verify(signed({ alg: 'none', typ: 'JWT' }), now)).toBeNull();
    expect(await tokens.verify(`${encode({ alg: 'none' })}.${encode(claims)}.`, now)).toBeNull();
    expect(await tokens.verify(signed({ alg: 'HS256', typ: 'at+jwt' }), now)).toBeNull();
    const { exp: _dropped, ...withoutExpiry } = claims;
    expect(await tokens.verify(signed({ alg: 'HS256', typ: 'JWT' }, withoutExpiry), now)).toBeNull();
  });
});
