import type { PolicyCondition, PostPolicy } from './post-policy.ts';

/** Form fields by lowercased name: S3 compares field names case-insensitively, values exactly. */
export type FormFields = ReadonlyMap<string, string>;

export type PolicyProblem =
  | { kind: 'expired' }
  | { kind: 'mismatch'; field: string }
  | { kind: 'extra-field'; field: string };

// S3 accepts these without a condition naming them; every other field must be named.
const unconditioned = new Set(['awsaccesskeyid', 'signature', 'policy', 'file']);

type FieldCheck = { field: string; accepts(value: string): boolean };

function checksOf(condition: PolicyCondition): FieldCheck[] {
  if (!Array.isArray(condition)) {
    return Object.entries(condition).map(([name, expected]) => ({
      field: name.toLowerCase(),
      accepts: (value) => value === expected,
    }));
  }
  const [operator, name, operand] = condition;
  if (operator === 'content-length-range') return [];
  const field = name.slice(1).toLowerCase();
  if (operator === 'eq') return [{ field, accepts: (value) => value === operand }];
  return [{ field, accepts: (value) => value.startsWith(operand) }];
}

/**
 * What S3 would refuse about the form fields of a browser POST, checked in S3's order: expiry,
 * each condition (a missing field counts as empty), then fields no condition names. The upload
 * must name its key: a policy without a key condition is refused as a key mismatch. `later`: a
 * field whose value is not known yet (a Content-Type read from the bytes); see fieldAllows.
 */
export function checkPolicyFields(
  policy: PostPolicy,
  fields: FormFields,
  now: Date,
  later?: string,
): PolicyProblem | null {
  if (Date.parse(policy.expiration) <= now.getTime()) return { kind: 'expired' };
  const named = new Set<string>();
  for (const check of policy.conditions.flatMap(checksOf)) {
    named.add(check.field);
    if (check.field === later) continue;
    if (!check.accepts(fields.get(check.field) ?? '')) return { kind: 'mismatch', field: check.field };
  }
  if (!named.has('key')) return { kind: 'mismatch', field: 'key' };
  for (const name of fields.keys()) {
    if (!named.has(name) && !unconditioned.has(name) && !name.startsWith('x-ignore-')) {
      return { kind: 'extra-field', field: name };
    }
  }
  return null;
}

/** Whether every condition of the policy on `field` (lowercased) accepts `value`. */
export function fieldAllows(policy: PostPolicy, field: string, value: string): boolean {
  return policy.conditions.flatMap(checksOf).every((check) => check.field !== field || check.accepts(value));
}

/** The allowed file size in bytes; null when the policy sets none (we never write such a policy). */
export function sizeRangeOf(policy: PostPolicy): { min: number; max: number } | null {
  for (const condition of policy.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      return { min: condition[1], max: condition[2] };
    }
  }
  return null;
}
