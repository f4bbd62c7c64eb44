import { type Database, normalizeEmail, type StaffRole, staffAccounts } from '@hibi/db';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { testPassword } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

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

/** A staff access token from the admin login call. */
export async function staffTokenOf(serverUrl: string, email: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: testPassword }),
  });
  if (response.status !== 200) throw new Error(`staff login failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The access token of a new staff account (an operator unless told otherwise) on the test server. */
export async function newStaffToken(server: TestServer, options?: Parameters<typeof createStaff>[1]) {
  return staffTokenOf(server.url, (await createStaff(server.database.db, options)).email);
}
