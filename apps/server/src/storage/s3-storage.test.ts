import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePolicy } from './post-policy.ts';
import { bucketUrl, createS3Storage, type S3Config } from './s3-storage.ts';

// No real bucket is reachable here: the signing is checked against the documented algorithms,
// and the object calls against a loopback stand-in that answers as S3 does.
const now = new Date('2026-11-22T10:00:00Z');
const config: S3Config = {
  bucket: 'hibi-media',
  region: 'ap-northeast-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  forcePathStyle: false,
};
const rules = { contentTypes: ['image/jpeg'], minBytes: 1, maxBytes: 2048, expiresInSeconds: 900 };

describe('the S3 bucket URL browsers POST to', () => {
  it('is virtual-hosted on AWS and path style on a configured endpoint when asked', () => {
    expect(bucketUrl(config)).toBe('https://hibi-media.s3.ap-northeast-1.amazonaws.com/');
    expect(bucketUrl({ ...config, endpoint: 'http://minio:9000', forcePathStyle: true })).toBe(
      'http://minio:9000/hibi-media',
    );
    expect(bucketUrl({ ...config, endpoint: 'https://s3.example.jp/' })).toBe(
      'https://hibi-media.s3.example.jp/',
    );
  });
});

describe('S3 upload tickets', () => {
  it('carry a V2 policy for the bucket and key, signed with the secret key', async () => {
    const ticket = await createS3Storage(config, () => now).createUploadTicket('reference-images/c/r', rules);
    expect(ticket).toMatchObject({
      url: bucketUrl(config),
      key: 'reference-images/c/r',
      AWSAccessKeyId: config.accessKeyId,
    });
    expect(ticket.xAmzSecurityToken).toBeUndefined();
    expect(ticket.signature).toBe(
      createHmac('sha1', config.secretAccessKey).update(ticket.policy).digest('base64'),
    );
    expect(decodePolicy(ticket.policy)).toEqual({
      expiration: '2026-11-22T10:15:00.000Z',
      conditions: [
        { bucket: 'hibi-media' },
        { key: 'reference-images/c/r' },
        ['content-length-range', 1, 2048],
        ['eq', '$Content-Type', 'image/jpeg'],
      ],
    });
  });

  it('take specification §7’s form without Content-Type when the type is judged from the bytes', async () => {
    const storage = createS3Storage(config, () => now);
    const ticket = await storage.createUploadTicket('reference-images/c/r', {
      ...rules,
      typeFromBytes: true,
    });
    // S3 fails a condition on a field the form leaves out, so the policy names no Content-Type.
    expect(decodePolicy(ticket.policy)?.conditions).toEqual([
      { bucket: 'hibi-media' },
      { key: 'reference-images/c/r' },
      ['content-length-range', 1, 2048],
    ]);
  });

  it('name the session token of temporary credentials, which the form must send back', async () => {
    const storage = createS3Storage({ ...config, sessionToken: 'session-token' }, () => now);
    const ticket = await storage.createUploadTicket('k', rules);
    expect(ticket.xAmzSecurityToken).toBe('session-token');
    expect(decodePolicy(ticket.policy)?.conditions).toContainEqual({
      'x-amz-security-token': 'session-token',
    });
  });
});

describe('S3 read URLs', () => {
  it('are presigned GETs on the service clock, saving under the download name when given', async () => {
    const url = new URL(
      await createS3Storage(config, () => now).readUrl('media/a b.jpg', {
        expiresInSeconds: 600,
        downloadName: '写真.jpg',
      }),
    );
    expect(url.origin).toBe('https://hibi-media.s3.ap-northeast-1.amazonaws.com');
    expect(url.pathname).toBe('/media/a%20b.jpg');
    const query = url.searchParams;
    expect(query.get('X-Amz-Credential')).toBe(
      `${config.accessKeyId}/20261122/ap-northeast-1/s3/aws4_request`,
    );
    expect(query.get('X-Amz-Date')).toBe('20261122T100000Z');
    expect(query.get('X-Amz-Expires')).toBe('600');
    expect(query.get('response-content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('写真.jpg')}`,
    );
    expect(query.get('response-cache-control')).toBe('private, max-age=600');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('S3 object calls', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; type?: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const body = await buffer(request);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      type: request.headers['content-type'],
    });
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (request.method === 'PUT') objects.set(key, body);
    if (request.method === 'DELETE') objects.delete(key);
    const stored = objects.get(key);
    if ((request.method === 'GET' || request.method === 'HEAD') && !stored) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(request.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    const sent = range && stored ? stored.subarray(Number(range[1]), Number(range[2]) + 1) : stored;
    response.writeHead(request.method === 'DELETE' ? 204 : range ? 206 : 200, {
      'content-length': request.method === 'GET' || request.method === 'HEAD' ? sent?.length : 0,
    });
    response.end(request.method === 'GET' ? sent : undefined);
  });
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = createS3Storage(
      { ...config, endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true },
      () => new Date(),
    );
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('put, read, check and delete objects in the bucket', async () => {
    expect(await storage.exists('media/x.jpg')).toBe(false);
    await storage.put('media/x.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect(seen.find((request) => request.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/^\/hibi-media\/media\/x\.jpg/),
      type: 'image/jpeg',
    });
    expect(await storage.exists('media/x.jpg')).toBe(true);
    expect(await text(await storage.read('media/x.jpg'))).toBe('bytes');
    expect(await storage.size('media/x.jpg')).toBe(5);
    expect(await text(await storage.read('media/x.jpg', { start: 1, end: 3 }))).toBe('yte');
    await storage.delete('media/x.jpg');
    expect(await storage.exists('media/x.jpg')).toBe(false);
    expect(await storage.size('media/x.jpg')).toBeNull();
    await expect(storage.read('media/x.jpg')).rejects.toThrow();
  });
});
