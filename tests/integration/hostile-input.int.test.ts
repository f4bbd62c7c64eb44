import { describe, expect, it } from 'vitest';
import { createGuardian, loginAs } from '#tests/support/fixtures.ts';
import { sendProbe } from '#tests/support/hostile-answer.ts';
import { type ApiDocument, hostileRequests } from '#tests/support/hostile-requests.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => {
  server = started.server;
  facilityId = started.facilityId;
});

describe('hostile input on every documented API route', () => {
  it('never answers 500, and every refusal in the Japanese error shape', { timeout: 300_000 }, async () => {
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as ApiDocument;
    const { guardian } = await createGuardian(server.database.db, { facilityId });
    const staff = await createStaff(server.database.db);
    const bearers = [
      undefined,
      (await loginAs(server.url, guardian.email)).accessToken,
      await staffTokenOf(server.url, staff.email),
    ];
    const requests = hostileRequests(document);
    const failures: string[] = [];
    let sent = 0;
    for (const request of requests) {
      const bearer = bearers[sent % bearers.length];
      sent += 1;
      const answer = await sendProbe(`${server.url}${request.path}`, request, sent, bearer);
      // Calls without inputs may well succeed.
      const fine =
        answer.status < 400 || (answer.status !== 500 && answer.status <= 503 && answer.refusalShaped);
      if (!fine) failures.push(`${request.label} → ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    expect(requests.length).toBeGreaterThanOrEqual(150);
    expect(failures).toEqual([]);
  });
});
