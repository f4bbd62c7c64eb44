import { describe, expect, it } from 'vitest';
import { buildPostPolicy, type PostPolicy } from './post-policy.ts';
import { checkPolicyFields, fieldAllows, sizeRangeOf } from './post-policy-check.ts';

const now = new Date('2026-11-22T10:00:00Z');
const rules = {
  contentTypes: ['image/jpeg', 'image/png'],
  minBytes: 1,
  maxBytes: 500,
  expiresInSeconds: 900,
};
const policy = buildPostPolicy({ key: 'reference-images/c/r', rules, now });
const form = (extra: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      key: 'reference-images/c/r',
      awsaccesskeyid: 'hibi-local',
      policy: 'p',
      signature: 's',
      'content-type': 'image/jpeg',
      ...extra,
    }),
  );

describe('checking form fields against a policy', () => {
  it('accepts the fields the policy allows, and the ones S3 never asks about', () => {
    expect(checkPolicyFields(policy, form({ 'x-ignore-note': 'anything' }), now)).toBeNull();
  });

  it('refuses an expired policy', () => {
    expect(checkPolicyFields(policy, form(), new Date('2026-11-22T10:15:00Z'))).toEqual({ kind: 'expired' });
  });

  it('refuses another key, another type, a missing field and a field no condition names', () => {
    expect(checkPolicyFields(policy, form({ key: 'reference-images/c/other' }), now)).toEqual({
      kind: 'mismatch',
      field: 'key',
    });
    expect(checkPolicyFields(policy, form({ 'content-type': 'text/plain' }), now)).toEqual({
      kind: 'mismatch',
      field: 'content-type',
    });
    const withoutType = form();
    withoutType.delete('content-type');
    expect(checkPolicyFields(policy, withoutType, now)).toEqual({ kind: 'mismatch', field: 'content-type' });
    expect(checkPolicyFields(policy, form({ acl: 'public-read' }), now)).toEqual({
      kind: 'extra-field',
      field: 'acl',
    });
  });

  it('leaves a field read later (a type from the bytes) to fieldAllows', () => {
    const withoutType = form();
    withoutType.delete('content-type');
    expect(checkPolicyFields(policy, withoutType, now, 'content-type')).toBeNull();
    expect(checkPolicyFields(policy, form({ key: 'x' }), now, 'content-type')).toMatchObject({
      field: 'key',
    });
    expect(fieldAllows(policy, 'content-type', 'image/png')).toBe(true);
    expect(fieldAllows(policy, 'content-type', 'application/pdf')).toBe(false);
  });

  it('refuses a policy that does not name the key', () => {
    const keyless: PostPolicy = {
      expiration: policy.expiration,
      conditions: [['starts-with', '$Content-Type', '']],
    };
    expect(checkPolicyFields(keyless, form({ key: 'x' }), now)).toEqual({ kind: 'mismatch', field: 'key' });
  });

  it('reads the size range', () => {
    expect(sizeRangeOf(policy)).toEqual({ min: 1, max: 500 });
    expect(sizeRangeOf({ expiration: policy.expiration, conditions: [] })).toBeNull();
  });
});
