import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, type Executor, eq, isNull, type OneTimeCodePurpose, oneTimeCodes } from '@hibi/db';

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

  return {
    /** A new code for the guardian; any earlier one for the same purpose stops working. */
    async issue(guardianId: string, purpose: OneTimeCodePurpose): Promise<string> {
      const at = now();
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(oneTimeCodes.guardianId, guardianId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.insert(oneTimeCodes).values({
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
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.guardianId, guardianId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!row) return 'missing';
      if (row.expiresAt <= at) return 'expired';
      if (row.attempts >= maxCodeAttempts) return 'locked';
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hash(code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await db.update(oneTimeCodes).set({ consumedAt: at }).where(eq(oneTimeCodes.id, row.id));
        return 'ok';
      }
      const attempts = row.attempts + 1;
      await db
        .update(oneTimeCodes)
        .set({ attempts, consumedAt: attempts >= maxCodeAttempts ? at : null })
        .where(eq(oneTimeCodes.id, row.id));
      return attempts >= maxCodeAttempts ? 'locked' : 'wrong';
    },
  };
}
