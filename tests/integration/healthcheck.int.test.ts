import { openDatabase } from '@hibi/db';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

// A real PostgreSQL client pointed at a port where nothing listens: the database is down.
const unreachable = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
afterAll(async () => (await unreachable).close());

let server: TestServer;
let serverWithoutDatabase: TestServer;
useTestServer((started) => {
  server = started.server;
});
useTestServer(
  (started) => {
    serverWithoutDatabase = started.server;
  },
  { checkDatabase: async () => (await unreachable).ping() },
);

describe('/healthcheck/', () => {
  it('answers 200 while the database answers', async () => {
    const response = await fetch(`${server.url}/healthcheck/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('正常');
    const api = await fetch(`${server.url}/api/health`);
    expect(await api.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const response = await fetch(`${serverWithoutDatabase.url}/healthcheck/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('異常');
    const api = await fetch(`${serverWithoutDatabase.url}/api/health`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
