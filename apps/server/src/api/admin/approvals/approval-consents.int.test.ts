import type { ApprovalDetail, ApprovalQueue } from '@hibi/contract';
import { consents, eq } from '@hibi/db';
import { documentVersions } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { createGuardian } from '#tests/support/fixtures.ts';
import { newStaffToken } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
let operator: string;
const clock = testClock();

useTestServer(
  async (started) => {
    ({ server, facilityId } = started);
    operator = await newStaffToken(server);
  },
  { now: clock.now },
);

const read = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${server.url}/api/admin/approvals${path}`, {
    headers: { authorization: `Bearer ${operator}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('consents beside a waiting request (decision 0076)', () => {
  it('shows each text’s version and date, an older one as not current, a missing one as none', async () => {
    const { db } = server.database;
    const { guardian } = await createGuardian(db, { facilityId, status: 'requested' });
    await db.delete(consents).where(eq(consents.guardianId, guardian.id));
    await db.insert(consents).values([
      {
        guardianId: guardian.id,
        document: 'terms',
        version: documentVersions.terms,
        consentedAt: clock.now(),
      },
      { guardianId: guardian.id, document: 'privacy', version: '2026-04-01', consentedAt: clock.daysAgo(30) },
    ]);

    const expected = [
      {
        document: 'terms',
        currentVersion: documentVersions.terms,
        consentedVersion: documentVersions.terms,
        consentedAt: clock.now().toISOString(),
        current: true,
      },
      {
        document: 'privacy',
        currentVersion: documentVersions.privacy,
        consentedVersion: '2026-04-01',
        consentedAt: clock.daysAgo(30).toISOString(),
        current: false,
      },
      {
        document: 'faceProcessing',
        currentVersion: documentVersions.faceProcessing,
        consentedVersion: null,
        consentedAt: null,
        current: false,
      },
    ];
    const queue = await read<ApprovalQueue>('');
    expect(queue.requests.find((request) => request.guardianId === guardian.id)?.consents).toEqual(expected);
    expect((await read<ApprovalDetail>(`/${guardian.id}`)).consents).toEqual(expected);
  });

  it('shows every text agreed to at its current version for a guardian who signed up now', async () => {
    const { guardian } = await createGuardian(server.database.db, { facilityId, status: 'requested' });
    const detail = await read<ApprovalDetail>(`/${guardian.id}`);
    expect(detail.consents.map((item) => [item.document, item.current])).toEqual([
      ['terms', true],
      ['privacy', true],
      ['faceProcessing', true],
    ]);
  });
});
