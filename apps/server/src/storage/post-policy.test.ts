import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildPostPolicy,
  contentTypeCondition,
  decodePolicy,
  encodePolicy,
  signPolicy,
  verifyPolicySignature,
} from './post-policy.ts';

const rules = {
  contentTypes: ['image/jpeg', 'image/png'],
  minBytes: 1,
  maxBytes: 1000,
  expiresInSeconds: 900,
};
const now = new Date('2026-11-22T10:00:00Z');

describe('S3 POST policies', () => {
  it('allow one key, a size range and the types, for the rules’ lifetime', () => {
    expect(buildPostPolicy({ key: 'a/b', rules, now, exact: { bucket: 'hibi' } })).toEqual({
      expiration: '2026-11-22T10:15:00.000Z',
      conditions: [
        { bucket: 'hibi' },
        { key: 'a/b' },
        ['content-length-range', 1, 1000],
        ['starts-with', '$Content-Type', 'image/'],
      ],
    });
  });

  it('name no type for S3 when the type is judged from the bytes, but keep it for the embedded storage', () => {
    const typeFromBytes = { ...rules, typeFromBytes: true };
    const forS3 = buildPostPolicy({ key: 'k', rules: typeFromBytes, now });
    expect(forS3.conditions).toEqual([{ key: 'k' }, ['content-length-range', 1, 1000]]);
    const embedded = buildPostPolicy({ key: 'k', rules: typeFromBytes, now, sniffsBytes: true });
    expect(embedded.conditions).toContainEqual(['starts-with', '$Content-Type', 'image/']);
  });

  it('match one type exactly, and several by the family they share (S3 has no list condition)', () => {
    expect(contentTypeCondition(['image/heic'])).toEqual(['eq', '$Content-Type', 'image/heic']);
    expect(contentTypeCondition(['image/png', 'video/mp4'])).toEqual(['starts-with', '$Content-Type', '']);
  });

  it('decode what they encode, and nothing that is not a policy', () => {
    const policy = buildPostPolicy({ key: 'k', rules, now });
    expect(decodePolicy(encodePolicy(policy))).toEqual(policy);
    expect(decodePolicy('not base64 json')).toBeNull();
    expect(decodePolicy(Buffer.from('{"expiration":"soon","conditions":[]}').toString('base64'))).toBeNull();
    const unknown = { expiration: policy.expiration, conditions: [['in', '$key', 'x']] };
    expect(decodePolicy(Buffer.from(JSON.stringify(unknown)).toString('base64'))).toBeNull();
  });
});

describe('Signature Version 2', () => {
  it('is base64 HMAC-SHA1 of the base64 policy (RFC 2202 test case 2)', () => {
    const expected = Buffer.from('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79', 'hex').toString('base64');
    expect(signPolicy('Jefe', 'what do ya want for nothing?')).toBe(expected);
  });

  it('matches the documented algorithm for a policy, and verifies only that signature', () => {
    const policy = encodePolicy(buildPostPolicy({ key: 'k', rules, now }));
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    const signature = createHmac('sha1', secret).update(policy).digest('base64');
    expect(signPolicy(secret, policy)).toBe(signature);
    expect(verifyPolicySignature(secret, policy, signature)).toBe(true);
    expect(verifyPolicySignature('another-secret', policy, signature)).toBe(false);
    expect(verifyPolicySignature(secret, `${policy}=`, signature)).toBe(false);
    expect(verifyPolicySignature(secret, policy, '')).toBe(false);
  });
});
