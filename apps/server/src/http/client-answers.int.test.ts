import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
useTestServer(({ server: started }) => {
  server = started;
});

/** Sends raw bytes, as a broken or hostile client would, and reads the whole answer. */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('answers to malformed requests', () => {
  it('answers oversized headers with 431 in the Japanese error shape', async () => {
    const answer = await rawRequest(
      `GET /api/healthcheck HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    expect(bodyOf(answer)).toEqual({
      statusCode: 431,
      message: expect.stringContaining('ヘッダーが大きすぎます'),
    });
  });

  it('answers a malformed Content-Length with 400 in Japanese', async () => {
    const answer = await rawRequest(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}',
    );
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true);
    expect(bodyOf(answer)).toEqual({ statusCode: 400, message: 'リクエストの形式が正しくありません。' });
  });

  it('routes doubled slashes to the API, not to the HTML 404 page', async () => {
    const response = await fetch(`${server.url}//api//users/userInfo`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, message: 'ログインが必要です。' });
  });
});

describe('privacy headers', () => {
  it('switches off unused browser features and keeps token answers out of every cache', async () => {
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.jp', password: 'wrong-pass-1' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('permissions-policy')).toContain('camera=()');
    const page = await fetch(`${server.url}/faq/`);
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(page.headers.get('cache-control')).not.toBe('no-store');
  });
});
