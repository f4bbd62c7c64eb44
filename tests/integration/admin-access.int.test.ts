// Issue 12: no admin call answers a guardian, or a caller without a staff session. Made from the
// API's own OpenAPI document, so a console call added later is held to the same rule.
import { describe, expect, it } from 'vitest';
import type { ApiDocument } from '#tests/support/hostile-requests.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => {
  server = started.server;
  facilityId = started.facilityId;
});

// Calls made before there is a staff session: signing in, renewing it, accepting an invitation.
const beforeSignIn = new Set(['/api/admin/login', '/api/admin/refreshToken', '/api/admin/logout']);
const sampleId = '00000000-0000-4000-8000-000000000000';

async function adminOperations() {
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as ApiDocument;
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && !beforeSignIn.has(path))
    .filter(([path]) => !path.endsWith('/invitations/accept'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, sampleId),
      })),
    );
}

describe('admin calls', () => {
  it('refuse a guardian’s access token and a missing one, in Japanese, on every documented call', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThan(25);
    const { accessToken } = await signedInFamily(server, { facilityId });
    const answers: string[] = [];
    for (const { method, path } of operations) {
      for (const bearer of [accessToken, undefined]) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          body: method === 'GET' ? undefined : '{}',
        });
        const body = (await response.json()) as { statusCode: number; message: string };
        answers.push(`${method} ${path} ${bearer ? 'guardian' : 'none'}: ${response.status} ${body.message}`);
      }
    }
    const refused = /: 401 スタッフとしてのログインが必要です。$/;
    expect(answers.filter((answer) => !refused.test(answer))).toEqual([]);
  });
});
