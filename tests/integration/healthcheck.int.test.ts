import { openDatabase } from '@hibi/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('/healthcheck/', () => {
  it('answers 200 while the database answers', async () => {
    const server = await startTestServer();
    servers.push(server);
    const response = await fetch(`${server.url}/healthcheck/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('正常');
    const api = await fetch(`${server.url}/api/health`);
    expect(await api.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    // A real PostgreSQL client pointed at a port where nothing listens: the database is down.
    const down = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const server = await startTestServer({ checkDatabase: () => down.ping() });
    servers.push(server);
    const response = await fetch(`${server.url}/healthcheck/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('異常');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    await down.close();
  });
});
