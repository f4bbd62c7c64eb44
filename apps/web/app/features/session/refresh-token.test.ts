import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { tokenRefresher } from './refresh-token';

// A real listener: /ok answers a token, /refused a 401, /cut drops the connection unanswered (as a
// request does when the tab leaves the page, or the phone loses its signal).
let server: Server;
let base = '';
let calls = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    calls += 1;
    if (request.url === '/cut') return void request.socket.destroy();
    if (request.url === '/refused') return void response.writeHead(401).end('{}');
    setTimeout(() => response.setHeader('content-type', 'application/json').end('{"accessToken":"t2"}'), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function refresher(path: string) {
  const seen = { stored: [] as string[], refused: 0 };
  const refresh = tokenRefresher(
    `${base}${path}`,
    (token) => seen.stored.push(token),
    () => {
      seen.refused += 1;
    },
  );
  return { refresh, seen };
}

describe('tokenRefresher', () => {
  it('stores the new token, and callers at the same moment share one request', async () => {
    const { refresh, seen } = refresher('/ok');
    const before = calls;
    expect(await Promise.all([refresh(), refresh(), refresh()])).toEqual(['t2', 't2', 't2']);
    expect(calls - before).toBe(1);
    expect(seen).toEqual({ stored: ['t2'], refused: 0 });
  });

  it('ends the session on a refusal', async () => {
    const { refresh, seen } = refresher('/refused');
    expect(await refresh()).toBeNull();
    expect(seen).toEqual({ stored: [], refused: 1 });
  });

  it('keeps the session when no answer comes, and says the network failed', async () => {
    const { refresh, seen } = refresher('/cut');
    const failure = await refresh().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(seen).toEqual({ stored: [], refused: 0 });
  });
});
