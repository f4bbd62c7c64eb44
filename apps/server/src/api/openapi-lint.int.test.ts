import { createConfig, lintFromString } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
useTestServer(async (started) => {
  server = started.server;
});

/**
 * Pairs of paths that a template could both match, which the specification's §7 makes (a child's
 * `/api/{childId}/…` beside `/api/users/…`, `/api/users/{userId}/…` beside `/api/users/notifications/…`)
 * and one the console's sibling queue has kept since decision 0043. Fastify prefers the static
 * segment, as they mean; a new pair fails here.
 */
const knownAmbiguities = [
  '`/api/{childId}/timeline` and `/api/invitations/{token}`',
  '`/api/users/{userId}/childReferenceImage` and `/api/users/notifications/{action}`',
  '`/api/admin/approvals/{guardianId}/approve` and `/api/admin/approvals/siblings/{childId}`',
  '`/api/users/{userId}/referenceUploads/{referenceId}` and `/api/{childId}/media/{mediaId}/not-my-child`',
  '`/api/users/notifications/{action}` and `/api/users/{userId}/settlement`',
  '`/api/users/notifications/{action}` and `/api/users/{userId}/subscription`',
  '`/api/users/notifications/{action}` and `/api/users/{userId}/subscriptionHistory`',
];

it('passes Redocly’s recommended rules but for the ambiguous paths the specification makes', async () => {
  const source = await (await fetch(`${server.url}/api/docs/json`)).text();
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  const ambiguous = problems.filter((problem) => problem.ruleId === 'no-ambiguous-paths');
  const others = problems.filter((problem) => problem.ruleId !== 'no-ambiguous-paths');
  expect(
    others.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`),
  ).toEqual([]);
  for (const problem of ambiguous)
    expect(knownAmbiguities.some((pair) => problem.message.includes(pair))).toBe(true);
});
