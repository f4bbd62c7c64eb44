import { describe, expect, it } from 'vitest';
import { createGuardian, loginAs } from '#tests/support/fixtures.ts';
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

const japanese = /[ぁ-んァ-ヶ一-龯]/;

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
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: {
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          // Many clients, so the abuse limits answer as they would to real ones.
          'x-forwarded-for': `198.51.100.${sent % 250}`,
        },
        body: request.body,
      });
      const text = await response.text();
      let body: { statusCode?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(text);
      } catch {}
      // Calls without inputs may well succeed; a 503 is this test server's missing job queue.
      const refusalShaped =
        body.statusCode === response.status &&
        typeof body.message === 'string' &&
        japanese.test(body.message);
      const fine =
        response.status < 400 || (response.status !== 500 && response.status <= 503 && refusalShaped);
      if (!fine) failures.push(`${request.label} → ${response.status} ${text.slice(0, 120)}`);
    }
    expect(requests.length).toBeGreaterThanOrEqual(150);
    expect(failures).toEqual([]);
  });
});
