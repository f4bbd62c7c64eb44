import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '#tests/support/s3-server.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { postUpload, sampleJpeg } from '#tests/support/uploads.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

describe('S3 storage against an S3 protocol server in its own process', () => {
  it('puts, reads (whole and a range), sizes and deletes objects', async () => {
    const { storage } = server.context;
    expect(await storage.exists('media/x.txt')).toBe(false);
    await storage.put('media/x.txt', Buffer.from('bytes'), 'text/plain');
    expect(await text(await storage.read('media/x.txt'))).toBe('bytes');
    expect(await text(await storage.read('media/x.txt', { start: 1, end: 3 }))).toBe('yte');
    expect(await storage.size('media/x.txt')).toBe(5);
    await storage.delete('media/x.txt');
    expect(await storage.size('media/x.txt')).toBeNull();
  });

  it("takes a browser's upload with §3's ticket fields through the server, into the bucket", async () => {
    const { storage } = server.context;
    const photo = await sampleJpeg();
    const rules = { contentTypes: ['image/jpeg'], minBytes: 1, maxBytes: 1_000_000, expiresInSeconds: 600 };
    const ticket = await storage.createUploadTicket('reference-images/c/r', rules);
    expect(Object.keys(ticket).sort()).toEqual(['AWSAccessKeyId', 'key', 'policy', 'signature', 'url']);
    const answer = await postUpload(server.url, ticket, photo);
    expect(answer.status).toBe(204);
    // Read back through a presigned (Signature V4) URL, as a browser would.
    const readUrl = await storage.readUrl('reference-images/c/r', { expiresInSeconds: 60 });
    const read = await fetch(readUrl);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(photo.bytes))).toBe(true);
  });
});
