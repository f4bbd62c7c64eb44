import path from 'node:path';
import type { Settings } from '../settings/load-settings.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage, type S3Config } from './s3-storage.ts';
import { serverUploadPath } from './server-upload-ticket.ts';
import type { MediaUrlSigner } from './signed-media-url.ts';

type StorageSettings = Pick<
  Settings,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_SESSION_TOKEN'
  | 'S3_FORCE_PATH_STYLE'
>;

function s3ConfigOf(settings: StorageSettings & { S3_BUCKET: string }): S3Config {
  const {
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = settings;
  // settings-schema.ts already refuses a bucket without these; repeated here for the type checker.
  if (!region || !accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket: settings.S3_BUCKET,
    region,
    endpoint: settings.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    sessionToken: settings.S3_SESSION_TOKEN,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
  };
}

/** The bucket when S3_BUCKET is set, else files under DATA_DIR/storage (DESIGN.md §2). */
export function createStorage(
  settings: StorageSettings,
  signer: MediaUrlSigner,
  now: () => Date,
): ObjectStorage {
  const bucket = settings.S3_BUCKET;
  // A path, not PUBLIC_URL's origin: a page opened by another name (www or not, 127.0.0.1) uploads
  // to the origin it is on, which its policy allows (issue 44).
  const uploadUrl = serverUploadPath;
  if (bucket)
    return createS3Storage(s3ConfigOf({ ...settings, S3_BUCKET: bucket }), now, { signer, uploadUrl });
  return createLocalStorage(path.join(settings.DATA_DIR, 'storage'), signer, now, { uploadUrl });
}
