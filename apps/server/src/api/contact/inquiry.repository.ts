import { type Executor, eq, inquiries, type NewInquiry, staffAccounts } from '@hibi/db';

/** The inquiries table, and who among the staff reads it. */
export function inquiryRepository(db: Executor) {
  return {
    async insert(row: NewInquiry): Promise<string> {
      const [created] = await db.insert(inquiries).values(row).returning({ id: inquiries.id });
      if (!created) throw new Error('inquiry insert returned nothing');
      return created.id;
    },
    /** The addresses of every operator account (facility staff do not read forms). */
    async operatorEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: staffAccounts.email })
        .from(staffAccounts)
        .where(eq(staffAccounts.role, 'operator'));
      return rows.map((row) => row.email);
    },
  };
}
