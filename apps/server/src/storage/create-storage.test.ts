import { describe, expect, it } from 'vitest';
import { parseSettings } from '../settings/load-settings.ts';
import { createStorage } from './create-storage.ts';
import { decodePolicy } from './post-policy.ts';
import { createMediaUrlSigner } from './signed-media-url.ts';

const signer = createMediaUrlSigner('m'.repeat(32));
const now = () => new Date('2026-11-22T10:00:00Z');
const rules = { contentTypes: ['image/png'], minBytes: 1, maxBytes: 10, expiresInSeconds: 60 };
const s3 = {
  S3_BUCKET: 'hibi-media',
  S3_REGION: 'ap-northeast-1',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const storageFor = (env: NodeJS.ProcessEnv) => createStorage(parseSettings(env), signer, now);

describe('S3 settings', () => {
  it('are all or nothing: a bucket names each missing key', () => {
    expect(() => parseSettings({ S3_BUCKET: 'hibi-media' })).toThrow(
      /S3_REGION: is required when S3_BUCKET is set[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseSettings({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseSettings({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(parseSettings({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(parseSettings({}).S3_FORCE_PATH_STYLE).toBe(false);
  });
});

describe('createStorage', () => {
  it('keeps files under DATA_DIR without a bucket; browsers upload to the server itself, on the origin they are on', async () => {
    const ticket = await storageFor({}).createUploadTicket('a/b', rules);
    expect(ticket).toMatchObject({
      url: '/storage/upload',
      AWSAccessKeyId: 'hibi-local',
    });
    expect(ticket.signature).toBe(signer.signPolicy(ticket.policy));
  });

  it('uses the bucket when S3_BUCKET is set, with uploads through the server all the same', async () => {
    const storage = storageFor(s3);
    const ticket = await storage.createUploadTicket('a/b', rules);
    expect(ticket).toMatchObject({
      url: '/storage/upload',
      AWSAccessKeyId: 'hibi-local',
    });
    expect(decodePolicy(ticket.policy)?.conditions).toContainEqual({ key: 'a/b' });
    const readUrl = new URL(await storage.readUrl('a/b', { expiresInSeconds: 60 }));
    expect(readUrl.origin).toBe('https://hibi-media.s3.ap-northeast-1.amazonaws.com');
  });
});
