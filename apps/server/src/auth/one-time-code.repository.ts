import { and, desc, type Executor, eq, isNull, type OneTimeCodePurpose, oneTimeCodes } from '@hibi/db';

/** The one_time_codes table: keyed hashes of mailed codes, their tries and when they were used up. */
export function oneTimeCodeRepository(db: Executor) {
  const open = (guardianId: string, purpose: OneTimeCodePurpose) =>
    and(
      eq(oneTimeCodes.guardianId, guardianId),
      eq(oneTimeCodes.purpose, purpose),
      isNull(oneTimeCodes.consumedAt),
    );

  return {
    /** Any code of this purpose not used yet stops working. */
    async voidOpen(guardianId: string, purpose: OneTimeCodePurpose, at: Date) {
      await db.update(oneTimeCodes).set({ consumedAt: at }).where(open(guardianId, purpose));
    },
    async insert(row: {
      guardianId: string;
      purpose: OneTimeCodePurpose;
      codeHash: string;
      expiresAt: Date;
    }) {
      await db.insert(oneTimeCodes).values(row);
    },
    async findLatestOpen(guardianId: string, purpose: OneTimeCodePurpose) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(open(guardianId, purpose))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },
    async update(id: string, change: { attempts?: number; consumedAt: Date | null }) {
      await db.update(oneTimeCodes).set(change).where(eq(oneTimeCodes.id, id));
    },
  };
}
