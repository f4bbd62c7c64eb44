import { type Executor, eq, normalizeEmail, staffAccounts } from '@hibi/db';

/** Staff accounts (facility staff and operators): the one place that reads staff_accounts. */
export function staffRepository(db: Executor) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, normalizeEmail(email)));
      return row;
    },
    async findById(id: string) {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return row;
    },
  };
}
