import { type Database, normalizeEmail, type StaffRole, staffAccounts } from '@hibi/db';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { testPassword } from './fixtures.ts';

/** A staff account (an operator unless told otherwise) with the test password. */
export async function createStaff(db: Database, options: { role?: StaffRole; facilityId?: string } = {}) {
  const [staff] = await db
    .insert(staffAccounts)
    .values({
      email: normalizeEmail(`staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@hibi.example`),
      passwordHash: await hashPassword(testPassword),
      role: options.role ?? 'operator',
      facilityId: options.facilityId ?? null,
      name: 'テスト運営',
    })
    .returning();
  if (!staff) throw new Error('no staff');
  return staff;
}
