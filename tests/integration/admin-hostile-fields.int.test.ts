import { describe, expect, it } from 'vitest';
import { type AdminApiDocument, adminFieldProbes } from '#tests/support/admin-field-probes.ts';
import { createFacility } from '#tests/support/fixtures.ts';
import { sendProbe } from '#tests/support/hostile-answer.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
useTestServer((started) => (server = started.server));

// A password being signed in with is only hashed and compared, never stored: it answers as a wrong
// password, so no account whose password holds such a character is locked out by the rule.
const checkedOnly = /^POST \/api\/admin\/login body password /;

describe('a NUL byte or a lone surrogate in any input of the admin API', () => {
  it('is refused as bad input (400) in the Japanese error shape, never a 500', {
    timeout: 120_000,
  }, async () => {
    const { db } = server.database;
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as AdminApiDocument;
    const facility = await createFacility(db);
    const operator = await createStaff(db);
    const token = await staffTokenOf(server.url, operator.email);
    // Real values where a made-up one would stop the call before the field under test is used.
    const probes = adminFieldProbes(document, {
      facilityCode: facility.code,
      facilityId: facility.id,
      contentType: 'image/jpeg',
    });
    const failures: string[] = [];
    for (const [index, probe] of probes.entries()) {
      const answer = await sendProbe(`${server.url}${probe.url}`, probe, index, token);
      const expected = checkedOnly.test(probe.label) ? 401 : 400;
      if (answer.status !== expected || !answer.refusalShaped)
        failures.push(`${probe.label} → ${answer.status} ${answer.text.slice(0, 100)}`);
    }
    // The walk reached every admin route with an input (25 when this was written).
    expect(new Set(probes.map((probe) => `${probe.method} ${probe.route}`)).size).toBeGreaterThanOrEqual(25);
    expect(failures).toEqual([]);
    // Still signed in: the refusals were the inputs', not a lost session's.
    const me = await fetch(`${server.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
  });
});
