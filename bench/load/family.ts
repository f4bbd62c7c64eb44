// The bench family: one child with a few thousand delivered media (every key set, 5 % videos),
// seeded by bench/timeline's generator into a fresh database, and its guardian's API calls.
import { createTestDatabase } from '@hibi/db/testing';
import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { benchEmail, seedBenchData } from '../timeline/seed-data.ts';

const password = 'bench-password-1';
export const familyMedia = 3000;

export async function seedFamilyDatabase(adminUrl: string) {
  const testDb = await createTestDatabase({ adminUrl });
  if (testDb.handle.dialect !== 'postgres' || !testDb.url) throw new Error('the bench needs PostgreSQL');
  const pool: pg.Pool = testDb.handle.client;
  const client = await pool.connect();
  const shape = { facilities: 1, childrenPerFacility: 1, media: familyMedia };
  const { childId } = await seedBenchData(client, await hashPassword(password), () => {}, shape).finally(() =>
    client.release(),
  );
  return { testDb, url: testDb.url, pool, childId };
}

/** The guardian's calls against a running server at `base`. */
export function guardian(base: string, childId: string) {
  return {
    async headers(): Promise<Record<string, string>> {
      const response = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchEmail, password }),
      });
      if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}` };
    },
    pageUrl: `${base}/api/${childId}/timeline/list`,
    downloadUrl: `${base}/api/children/${childId}/mediaDonwloadHistory`,
  };
}
