import { type Executor, eq, inArray, mailRefusals } from '@hibi/db';

/** A permanent refusal of an address by the SMTP relay, as recorded. */
export type RecordedRefusal = {
  address: string;
  refusedAt: Date;
  responseCode: number;
  response: string;
  messageKey: string;
};

/** Addresses the relay refused for good (decision 0080): one row per address, the latest refusal. */
export function mailRefusalRepository(db: Executor) {
  return {
    async record(refusal: RecordedRefusal) {
      const { address, ...latest } = refusal;
      await db
        .insert(mailRefusals)
        .values(refusal)
        .onConflictDoUpdate({ target: mailRefusals.address, set: latest });
    },
    /** A mail the relay accepted for these addresses: they take mail again. */
    async clear(addresses: readonly string[]) {
      if (addresses.length === 0) return;
      await db.delete(mailRefusals).where(inArray(mailRefusals.address, [...addresses]));
    },
    async of(address: string): Promise<RecordedRefusal | null> {
      const [row] = await db.select().from(mailRefusals).where(eq(mailRefusals.address, address));
      return row ?? null;
    },
  };
}
