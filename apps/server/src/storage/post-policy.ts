import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { UploadRules } from './object-storage.ts';

/** The conditions of an S3 POST policy that we write and check (S3's own vocabulary). */
export type PolicyCondition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

export type PostPolicy = { expiration: string; conditions: PolicyCondition[] };

const policySchema = z.object({
  expiration: z.iso.datetime(),
  conditions: z.array(
    z.union([
      z.record(z.string(), z.string()),
      z.tuple([z.enum(['eq', 'starts-with']), z.string().startsWith('$'), z.string()]),
      z.tuple([z.literal('content-length-range'), z.int().min(0), z.int().min(0)]),
    ]),
  ),
});

/**
 * S3 matches Content-Type exactly or by prefix, never against a list: several types become their
 * shared "type/" prefix. The exact list is enforced later, by reading the bytes.
 */
export function contentTypeCondition(types: readonly string[]): PolicyCondition {
  const [only] = types;
  if (types.length === 1 && only) return ['eq', '$Content-Type', only];
  const families = new Set(types.map((type) => type.split('/')[0]));
  const [family] = families;
  return ['starts-with', '$Content-Type', families.size === 1 && family ? `${family}/` : ''];
}

/**
 * The policy of one upload: this key only, this size range, these types, until it expires.
 * `exact` adds equality conditions (the S3 bucket, a session token). `sniffsBytes`: the receiver
 * decides a missing Content-Type from the bytes, as the server's upload endpoint does; every ticket
 * is the server's since decision 0024 (`serverUploadTicket`). S3 itself could not, and fails a
 * condition on a field the form leaves out, so for it a `typeFromBytes` policy would name no type;
 * no ticket uses `exact` or leaves `sniffsBytes` off now.
 */
export function buildPostPolicy(input: {
  key: string;
  rules: UploadRules;
  now: Date;
  exact?: Record<string, string>;
  sniffsBytes?: boolean;
}): PostPolicy {
  const { rules } = input;
  const exact = { ...input.exact, key: input.key };
  const typeConditions =
    rules.typeFromBytes && !input.sniffsBytes ? [] : [contentTypeCondition(rules.contentTypes)];
  return {
    expiration: new Date(input.now.getTime() + rules.expiresInSeconds * 1000).toISOString(),
    conditions: [
      ...Object.entries(exact).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', rules.minBytes, rules.maxBytes],
      ...typeConditions,
    ],
  };
}

export function encodePolicy(policy: PostPolicy): string {
  return Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
}

/** A policy as a browser sent it back; null when it is not a policy at all. */
export function decodePolicy(encoded: string): PostPolicy | null {
  try {
    const result = policySchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return result.success ? (result.data as PostPolicy) : null;
  } catch {
    return null;
  }
}

/** AWS Signature Version 2 for POST: base64(HMAC-SHA1(secret, the base64 policy)). */
export function signPolicy(secret: string, encodedPolicy: string): string {
  return createHmac('sha1', secret).update(encodedPolicy, 'utf8').digest('base64');
}

export function verifyPolicySignature(secret: string, encodedPolicy: string, signature: string): boolean {
  const expected = Buffer.from(signPolicy(secret, encodedPolicy));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
