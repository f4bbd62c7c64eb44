// A transaction that does not end cannot take the server down (docs/decisions/0034): on PGlite it
// holds the one connection, on PostgreSQL a row; either way requests answer 503 within the bound.
import { eq, guardians } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { billingClient } from '#tests/support/billing-client.ts';
import { createGuardian } from '#tests/support/fixtures.ts';
import { holdTransaction } from '#tests/support/held-transaction.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started), {
  databaseWaits: { pgliteConnectionMs: 1000, lockMs: 1000 },
});

/** A transaction that locks the guardian's row and stays open until ended. */
const holdGuardian = (guardianId: string) =>
  holdTransaction(server.database.db, (tx) =>
    tx.select().from(guardians).where(eq(guardians.id, guardianId)).for('update'),
  );

const health = async () => {
  const response = await fetch(`${server.url}/api/health`);
  return { status: response.status, body: await response.json() };
};

describe('a transaction that stays open', () => {
  it('makes a request that needs what it holds answer 503 in Japanese, and the rest recovers', async () => {
    const { guardian } = await createGuardian(server.database.db, { facilityId });
    const pay = await billingClient(server.url, guardian);
    const held = await holdGuardian(guardian.id);
    try {
      const blocked = await pay.call('POST', `users/${guardian.id}/subscription`, {
        unitPrice: 1480,
        agreed: true,
      });
      expect(blocked).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          message: '現在システムメンテナンス中です。しばらく待ってからもう一度お試しください。',
        },
      });
      // PGlite's one connection is what is held; PostgreSQL still answers everything else.
      const stuck = server.database.dialect === 'pglite';
      expect(await health()).toEqual({
        status: stuck ? 503 : 200,
        body: { status: stuck ? 'unavailable' : 'ok', database: stuck ? 'stuck' : 'ok' },
      });
      const page = await fetch(`${server.url}/healthcheck/`);
      expect(page.status).toBe(stuck ? 503 : 200);
      expect(await page.text()).toContain(stuck ? '処理が滞っています' : '応答あり');
    } finally {
      await held.end();
    }
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
    expect(
      (await pay.call('POST', `users/${guardian.id}/subscription`, { unitPrice: 1480, agreed: true })).status,
    ).toBe(400);
  });
});
