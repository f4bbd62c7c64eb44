import {
  and,
  asc,
  type Executor,
  eq,
  facilities,
  gt,
  isNull,
  type NewStaffAccount,
  staffAccounts,
  staffInvitations,
} from '@hibi/db';
import { staffProfileColumns } from '../../../repositories/staff.repository.ts';

type NewInvitation = typeof staffInvitations.$inferInsert;

/** Staff accounts and invitations as the console lists and creates them. */
export function adminStaffRepository(db: Executor) {
  return {
    /** `scope` null: every account (operators). */
    async list(scope: string | null) {
      return db
        .select({ ...staffProfileColumns, createdAt: staffAccounts.createdAt })
        .from(staffAccounts)
        .leftJoin(facilities, eq(facilities.id, staffAccounts.facilityId))
        .where(scope === null ? undefined : eq(staffAccounts.facilityId, scope))
        .orderBy(asc(staffAccounts.createdAt));
    },
    async pendingInvitations(scope: string | null, now: Date) {
      return db
        .select({
          email: staffInvitations.email,
          name: staffInvitations.name,
          expiresAt: staffInvitations.expiresAt,
        })
        .from(staffInvitations)
        .where(
          and(
            isNull(staffInvitations.acceptedAt),
            gt(staffInvitations.expiresAt, now),
            scope === null ? undefined : eq(staffInvitations.facilityId, scope),
          ),
        )
        .orderBy(asc(staffInvitations.createdAt));
    },
    async insertInvitation(values: NewInvitation) {
      await db.insert(staffInvitations).values(values);
    },
    /** Locks the invitation, so two acceptances of one link cannot both succeed. */
    async lockInvitation(tokenHash: string) {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    async markAccepted(id: string, now: Date) {
      await db.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, id));
    },
    async insertStaff(values: NewStaffAccount) {
      const [row] = await db.insert(staffAccounts).values(values).returning({ id: staffAccounts.id });
      if (!row) throw new Error('staff insert returned nothing');
      return row.id;
    },
  };
}
