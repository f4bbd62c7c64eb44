import { type Executor, eq, type Guardian, type GuardianStatus, guardians, normalizeEmail } from '@hibi/db';

/** What a mail to a guardian is addressed with (their opt-outs go by the id), for a query's select. */
export const mailRecipientFields = {
  guardianId: guardians.id,
  email: guardians.email,
  lastName: guardians.lastName,
  firstName: guardians.firstName,
};

/** Guardian accounts: the one place that reads and writes the guardians table. */
export function guardianRepository(db: Executor) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(guardians)
        .where(eq(guardians.email, normalizeEmail(email)));
      return row;
    },
    async findById(id: string) {
      const [row] = await db.select().from(guardians).where(eq(guardians.id, id));
      return row;
    },
    /** Inside a transaction: the row stays locked until it ends, so steps on one account queue up. */
    async findByIdForUpdate(id: string) {
      const [row] = await db.select().from(guardians).where(eq(guardians.id, id)).for('update');
      return row;
    },
    async setName(id: string, name: { lastName: string; firstName: string }) {
      await db.update(guardians).set(name).where(eq(guardians.id, id));
    },
    async insert(row: { email: string; passwordHash: string }) {
      const [created] = await db
        .insert(guardians)
        .values({ email: normalizeEmail(row.email), passwordHash: row.passwordHash })
        .returning();
      if (!created) throw new Error('guardian insert returned nothing');
      return created;
    },
    /** A rejection's reason belongs to that rejection: any other status clears it. */
    async setStatus(id: string, status: GuardianStatus) {
      const reason = status === 'rejected' ? {} : { rejectionReason: null };
      await db
        .update(guardians)
        .set({ status, ...reason })
        .where(eq(guardians.id, id));
    },
    /** The request is approved: from now on the guardian sees media delivered to their child. */
    async approve(id: string, approvedAt: Date, subscriptionType: Guardian['subscriptionType']) {
      await db
        .update(guardians)
        .set({ status: 'approved', approvedAt, subscriptionType, rejectionReason: null })
        .where(eq(guardians.id, id));
    },
    /** The request could not be approved; `reason` is shown to the guardian. */
    async reject(id: string, reason: string) {
      await db
        .update(guardians)
        .set({ status: 'rejected', rejectionReason: reason })
        .where(eq(guardians.id, id));
    },
    async setPasswordHash(id: string, passwordHash: string) {
      await db.update(guardians).set({ passwordHash }).where(eq(guardians.id, id));
    },
    async setProfile(id: string, profile: { firstName: string; lastName: string }) {
      await db.update(guardians).set(profile).where(eq(guardians.id, id));
    },
  };
}
