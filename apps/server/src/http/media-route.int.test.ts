import { describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let url: string;
const key = 'movies/range-test/movie.mp4';
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

useTestServer(async (started) => {
  server = started.server;
  await server.context.storage.put(key, bytes, 'video/mp4');
  url = new URL(await server.context.storage.readUrl(key, { expiresInSeconds: 600 }), server.url).href;
});

describe('GET /media/… byte ranges (players seek with them; Safari plays no video without them)', () => {
  it('serves the whole file, saying ranges are accepted', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    // A family's media never sit in a shared cache, and a browser keeps them no longer than the URL works.
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(600|599)$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves one range as 206 with its Content-Range', async () => {
    const response = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(990));
  });

  it('answers a range past the end with 416 and a Japanese message', async () => {
    const response = await fetch(url, { headers: { range: 'bytes=5000-6000' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(((await response.json()) as { message: string }).message).toContain('範囲');
  });
});
