import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor, OneTimeCodePurpose } from '@hibi/db';
import { oneTimeCodeRepository } from './one-time-code.repository.ts';

/** DESIGN.md §3: six digits, valid 30 minutes, voided after 5 wrong tries. */
export const codeLifetimeMs = 30 * 60 * 1000;
export const maxCodeAttempts = 5;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

/**
 * Codes mailed for sign-up and password recovery. Only a keyed hash is stored, so a copy of the
 * database does not reveal codes that are still valid.
 */
export function oneTimeCodeService(db: Executor, secret: string, now: () => Date) {
  const hash = (code: string) => createHmac('sha256', secret).update(code).digest('hex');
  const codes = oneTimeCodeRepository(db);

  return {
    /** A new code for the guardian; any earlier one for the same purpose stops working. */
    async issue(guardianId: string, purpose: OneTimeCodePurpose): Promise<string> {
      const at = now();
      await codes.voidOpen(guardianId, purpose, at);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.insert({
        guardianId,
        purpose,
        codeHash: hash(code),
        expiresAt: new Date(at.getTime() + codeLifetimeMs),
      });
      return code;
    },

    /** Checks a code; a correct one is used up, a wrong one counts towards the limit. */
    async check(guardianId: string, purpose: OneTimeCodePurpose, code: string): Promise<CodeCheck> {
      const at = now();
      const row = await codes.findLatestOpen(guardianId, purpose);
      if (!row) return 'missing';
      if (row.expiresAt <= at) return 'expired';
      if (row.attempts >= maxCodeAttempts) return 'locked';
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hash(code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await codes.update(row.id, { consumedAt: at });
        return 'ok';
      }
      const attempts = row.attempts + 1;
      await codes.update(row.id, { attempts, consumedAt: attempts >= maxCodeAttempts ? at : null });
      return attempts >= maxCodeAttempts ? 'locked' : 'wrong';
    },
  };
}
