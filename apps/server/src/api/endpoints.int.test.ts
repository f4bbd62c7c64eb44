import { randomUUID } from 'node:crypto';
import * as contract from '@hibi/contract';
import { endpointUrl } from '@hibi/contract/api';
import { describe, expect, it } from 'vitest';
import { createFacility } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let paths: Record<string, Record<string, Operation>>;
useTestServer(async (started) => {
  server = started.server;
  paths = ((await (await fetch(`${server.url}/api/docs/json`)).json()) as { paths: typeof paths }).paths;
});

type Operation = { operationId?: string; summary?: string; security?: unknown[]; tags?: string[] };
const isEndpoint = (value: unknown): value is contract.Endpoint =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'path' in value;
/** Every endpoint the contract binds (`<area>Api` objects of `@hibi/contract`). */
const endpoints = Object.entries(contract)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([, api]) => Object.values(api as object).filter(isEndpoint));
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/** Served only where their provider is configured (Stripe's webhook needs STRIPE_SECRET_KEY). */
const conditional = new Set(endpoints.filter((e) => e.path.includes('/stripe/')).map((e) => e.operationId));

describe('the contract’s endpoints and the served API', () => {
  it('names each endpoint once', () => {
    const ids = endpoints.map((endpoint) => endpoint.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('serves every endpoint as the contract describes it', () => {
    const missing = endpoints.flatMap((endpoint) => {
      if (conditional.has(endpoint.operationId)) return [];
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      if (!operation) return [`${endpoint.method} ${endpoint.path}: not served`];
      const expected = {
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
      };
      const { operationId, summary, tags, security } = operation;
      return JSON.stringify({ operationId, summary, tags, security }) === JSON.stringify(expected)
        ? []
        : [
            `${endpoint.method} ${endpoint.path}: ${JSON.stringify({ operationId, summary, tags, security })}`,
          ];
    });
    expect(missing).toEqual([]);
  });

  it('serves no operation the contract does not describe', () => {
    const described = new Set(
      endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
    );
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.filter((operation) => !described.has(operation))).toEqual([]);
  });

  it('answers 403 when a guardian names another user’s id, for every call without a body', async () => {
    const facility = await createFacility(server.database.db);
    const { headers } = await signedInFamily(server, { facilityId: facility.id });
    const other = {
      userId: randomUUID(),
      childId: randomUUID(),
      referenceId: randomUUID(),
      memberId: randomUUID(),
      invitationId: randomUUID(),
      paymentId: randomUUID(),
    };
    const own = endpoints.filter(
      (e) => e.access === 'guardian' && e.path.includes('/:userId') && !e.schemas?.body,
    );
    expect(own.length).toBeGreaterThan(10);
    const answers = await Promise.all(
      own.map(async (endpoint) => {
        const url = endpointUrl(endpoint, other);
        const response = await fetch(`${server.url}${url}`, { method: endpoint.method, headers });
        return `${endpoint.method} ${endpoint.path} ${response.status}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
  });
});
