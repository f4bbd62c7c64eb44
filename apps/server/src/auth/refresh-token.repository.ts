import { and, type Executor, eq, gt, isNull, ne, refreshTokens } from '@hibi/db';
import { forgetSession } from './session-liveness.ts';

/**
 * The refresh tokens table: only hashes are stored, never the tokens themselves. Revoking here also
 * forgets the session's cached liveness, so no caller can end a session and leave it standing.
 */
export function refreshTokenRepository(db: Executor) {
  return {
    /** Exactly one owner: a guardian or a staff account (the table checks it too). */
    async insert(row: {
      guardianId?: string;
      staffId?: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      const [created] = await db.insert(refreshTokens).values(row).returning({ id: refreshTokens.id });
      if (!created) throw new Error('refresh token insert returned nothing');
      return created.id;
    },
    async findById(id: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },
    /** True while the family has an unused, unexpired token (other than `except`): the session stands. */
    async isFamilyAlive(familyId: string, now: Date, except?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            except ? ne(refreshTokens.id, except) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async findByHash(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks a token used; false when another request used it first. */
    async markReplaced(id: string, replacedBy: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return updated.length === 1;
    },
    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      forgetSession(familyId);
    },
    /** Signs a guardian out everywhere, except the session (family) that asked for it. */
    async revokeGuardianSessions(guardianId: string, now: Date, exceptFamilyId?: string) {
      const mine = eq(refreshTokens.guardianId, guardianId);
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            mine,
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        );
      forgetSession();
    },
  };
}
