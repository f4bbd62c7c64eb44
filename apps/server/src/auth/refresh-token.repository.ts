import { and, type Executor, eq, isNull, ne, refreshTokens } from '@hibi/db';

/** The refresh tokens table: only hashes are stored, never the tokens themselves. */
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
    },
  };
}
