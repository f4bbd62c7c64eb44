import type { ApiErrorBody, ConsentStatus } from '@hibi/contract';
import { and, consents, eq } from '@hibi/db';
import { documentVersions } from '@hibi/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
const clock = testClock();
useTestServer((started) => ({ server, facilityId } = started), { now: clock.now });

async function signedIn(consented = false) {
  const { guardian, headers } = await signedInFamily(server, { facilityId, consented });
  return { guardian, headers };
}
const consentsPath = (userId: string) => `${server.url}/api/users/${userId}/consents`;
const agree = (userId: string, headers: Record<string, string>, body: unknown) =>
  fetch(consentsPath(userId), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const rowsOf = (guardianId: string) =>
  server.database.db.select().from(consents).where(eq(consents.guardianId, guardianId));

describe('GET /api/users/{userId}/consents', () => {
  it('asks for every text a guardian has no consent to', async () => {
    const { guardian, headers } = await signedIn();
    const response = await fetch(consentsPath(guardian.id), { headers });
    expect(response.status).toBe(200);
    const status = (await response.json()) as ConsentStatus;
    expect(status.outdated).toEqual(['terms', 'privacy', 'faceProcessing']);
    expect(status.consents[1]).toEqual({
      document: 'privacy',
      currentVersion: documentVersions.privacy,
      consentedVersion: null,
      consentedAt: null,
      current: false,
    });
  });

  it('asks again for a text agreed to at an older version, and shows that version', async () => {
    const { guardian, headers } = await signedIn(true);
    await server.database.db
      .delete(consents)
      .where(and(eq(consents.guardianId, guardian.id), eq(consents.document, 'privacy')));
    await server.database.db.insert(consents).values({
      guardianId: guardian.id,
      document: 'privacy',
      version: '2026-04-01',
      consentedAt: clock.daysAgo(60),
    });
    const status = (await (await fetch(consentsPath(guardian.id), { headers })).json()) as ConsentStatus;
    expect(status.outdated).toEqual(['privacy']);
    expect(status.consents[1]).toMatchObject({ consentedVersion: '2026-04-01', current: false });
  });

  it('answers 401 signed out and 403 for another guardian, in the API’s error shape', async () => {
    const { headers } = await signedIn();
    const other = await signedIn();
    expect((await fetch(consentsPath(other.guardian.id))).status).toBe(401);
    const refused = await fetch(consentsPath(other.guardian.id), { headers });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ statusCode: 403, message: expect.any(String) });
  });
});

describe('POST /api/users/{userId}/consents', () => {
  it('records the current version of each text named, at the server’s time, once', async () => {
    const { guardian, headers } = await signedIn();
    const first = await agree(guardian.id, headers, { documents: ['privacy', 'terms', 'privacy'] });
    expect(first.status).toBe(200);
    expect(((await first.json()) as ConsentStatus).outdated).toEqual(['faceProcessing']);
    const agreedAt = clock.now();
    clock.advance(60_000);
    await agree(guardian.id, headers, { documents: ['privacy', 'faceProcessing'] });
    const rows = await rowsOf(guardian.id);
    expect(rows).toHaveLength(3);
    const privacy = rows.find((row) => row.document === 'privacy');
    expect(privacy?.version).toBe(documentVersions.privacy);
    expect(privacy?.consentedAt.toISOString()).toBe(agreedAt.toISOString());
  });

  it('refuses an unknown text or none, naming the field in Japanese, and records nothing', async () => {
    const { guardian, headers } = await signedIn();
    for (const body of [{ documents: ['marketing'] }, { documents: [] }, {}]) {
      const response = await agree(guardian.id, headers, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).message).toContain('同意する規約');
    }
    expect(await rowsOf(guardian.id)).toEqual([]);
  });

  it('refuses another guardian’s consents with 403', async () => {
    const { headers } = await signedIn();
    const other = await signedIn();
    expect((await agree(other.guardian.id, headers, { documents: ['terms'] })).status).toBe(403);
    expect(await rowsOf(other.guardian.id)).toEqual([]);
  });
});
