import { describe, expect, it } from 'vitest';
import { decodePolicy } from './post-policy.ts';
import { createS3Storage, type S3Config } from './s3-storage.ts';
import { createMediaUrlSigner } from './signed-media-url.ts';

// The signing is checked against the documented algorithm here; the object calls against a real
// S3 protocol server in its own process (s3-storage.int.test.ts).
const now = new Date('2026-11-22T10:00:00Z');
const config: S3Config = {
  bucket: 'hibi-media',
  region: 'ap-northeast-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  forcePathStyle: false,
};
const rules = { contentTypes: ['image/jpeg'], minBytes: 1, maxBytes: 2048, expiresInSeconds: 900 };
const signer = createMediaUrlSigner('k'.repeat(32));
const uploadUrl = 'https://hibi.example/storage/upload';
const storage = () => createS3Storage(config, () => now, { signer, uploadUrl });

describe('S3 upload tickets', () => {
  it("point at the server's own endpoint with specification §3's fields, whatever the bucket takes", async () => {
    const ticket = await storage().createUploadTicket('reference-images/c/r', rules);
    expect(ticket).toMatchObject({
      url: uploadUrl,
      key: 'reference-images/c/r',
      AWSAccessKeyId: 'hibi-local',
    });
    expect(ticket.signature).toBe(signer.signPolicy(ticket.policy));
    expect(decodePolicy(ticket.policy)?.expiration).toBe('2026-11-22T10:15:00.000Z');
  });
});

describe('S3 read URLs', () => {
  it('are presigned GETs on the service clock, saving under the download name when given', async () => {
    const url = new URL(
      await storage().readUrl('media/a b.jpg', {
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
