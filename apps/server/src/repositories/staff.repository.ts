import { type Executor, eq, facilities, normalizeEmail, staffAccounts } from '@hibi/db';

/**
 * A staff account with its facility's name, as the console shows it (its "who am I" and the staff
 * list); needs `.leftJoin(facilities, …)`, operators having no facility.
 */
export const staffProfileColumns = {
  staffId: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  facilityId: staffAccounts.facilityId,
  facilityName: facilities.name,
};

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
    /** The console's "who am I": the account with its facility's name. */
    async findProfile(id: string) {
      const [row] = await db
        .select(staffProfileColumns)
        .from(staffAccounts)
        .leftJoin(facilities, eq(facilities.id, staffAccounts.facilityId))
        .where(eq(staffAccounts.id, id));
      return row;
    },
  };
}
