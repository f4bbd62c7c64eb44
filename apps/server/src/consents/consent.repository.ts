import { asc, type ConsentDocument, consents, type Executor, inArray } from '@hibi/db';

export interface ConsentRow {
  guardianId: string;
  document: ConsentDocument;
  version: string;
  consentedAt: Date;
}

/** The consents table (decision 0076): rows are only added, never changed. */
export function consentRepository(db: Executor) {
  return {
    /** Every consent of these guardians, oldest first. */
    async ofGuardians(guardianIds: readonly string[]): Promise<ConsentRow[]> {
      if (guardianIds.length === 0) return [];
      return db
        .select({
          guardianId: consents.guardianId,
          document: consents.document,
          version: consents.version,
          consentedAt: consents.consentedAt,
        })
        .from(consents)
        .where(inArray(consents.guardianId, [...guardianIds]))
        .orderBy(asc(consents.consentedAt));
    },

    /** Records agreement to these versions now; a version agreed to before keeps its first time. */
    async record(
      guardianId: string,
      given: readonly { document: ConsentDocument; version: string }[],
      at: Date,
    ) {
      if (given.length === 0) return;
      await db
        .insert(consents)
        .values(given.map((consent) => ({ guardianId, ...consent, consentedAt: at })))
        .onConflictDoNothing();
    },
  };
}
