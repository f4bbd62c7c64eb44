import type { UploadRules, UploadTicket } from './object-storage.ts';
import { buildPostPolicy, encodePolicy } from './post-policy.ts';
import type { MediaUrlSigner } from './signed-media-url.ts';

/** The AWSAccessKeyId of the server's own tickets: there is only one key, the server's. */
export const serverAccessKeyId = 'hibi-local';

/** Where browsers POST uploads: the server's own endpoint (http/storage-upload-route.ts). */
export const serverUploadPath = '/storage/upload';

export type ServerUploads = {
  signer: MediaUrlSigner;
  now: () => Date;
  /** The endpoint as browsers reach it: serverUploadPath, on the page's own origin. */
  uploadUrl?: string;
};

/**
 * A ticket for the server's own upload endpoint, which checks the policy and writes the file to
 * whichever storage is in use (decision 0024). Specification §3's fields stay as they are, and
 * the bucket need not accept browser POST policies: S3 buckets and R2 refuse the Signature V2
 * ones that those very fields describe.
 */
export function serverUploadTicket(key: string, rules: UploadRules, uploads: ServerUploads): UploadTicket {
  // Our endpoint judges a missing Content-Type by the bytes, so the type condition stays.
  const policy = encodePolicy(buildPostPolicy({ key, rules, now: uploads.now(), sniffsBytes: true }));
  return {
    url: uploads.uploadUrl ?? serverUploadPath,
    key,
    AWSAccessKeyId: serverAccessKeyId,
    policy,
    signature: uploads.signer.signPolicy(policy),
  };
}
