import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorage } from './object-storage.ts';
import { type ServerUploads, serverUploadTicket } from './server-upload-ticket.ts';

export type S3Config = {
  bucket: string;
  region: string;
  /** MinIO or another S3-compatible service; AWS when unset. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary (STS) credentials carry a session token; uploads must send it back. */
  sessionToken?: string | undefined;
  forcePathStyle: boolean;
};

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/**
 * Object storage in an S3-compatible bucket (AWS S3, R2, MinIO). Reads are presigned GET URLs
 * (Signature V4) on the service clock `now`; browsers upload through the server's own endpoint,
 * which writes here (server-upload-ticket.ts), as buckets no longer take V2 POST policies.
 */
export function createS3Storage(
  config: S3Config,
  now: () => Date,
  uploads: Omit<ServerUploads, 'now'>,
): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      sessionToken: config.sessionToken,
    },
  });
  const Bucket = config.bucket;
  async function sizeOf(key: string): Promise<number | null> {
    try {
      const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  const storage: ObjectStorage = {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async read(key, range) {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
      if (!(Body instanceof Readable)) throw new Error(`S3 answered no readable body for ${key}`);
      return Body;
    },
    async exists(key) {
      return (await sizeOf(key)) !== null;
    },
    size: sizeOf,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async readUrl(key, options) {
      const disposition = options.downloadName
        ? `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
        : undefined;
      // Never in a shared cache, as the embedded storage's /media/ answers (private, until expiry).
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: disposition,
        ResponseCacheControl: `private, max-age=${options.expiresInSeconds}`,
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds, signingDate: now() });
    },
    // A presigned GET names one object: each file is signed on its own.
    readItemUrls: (items, options) =>
      Promise.all(items.map((keys) => Promise.all(keys.map((key) => storage.readUrl(key, options))))),
    async createUploadTicket(key, rules) {
      return serverUploadTicket(key, rules, { ...uploads, now });
    },
  };
  return storage;
}
