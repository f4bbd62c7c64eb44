import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { signPolicy, verifyPolicySignature } from './post-policy.ts';

/**
 * The embedded storage's signatures, all under MEDIA_SIGNING_SECRET. Read URLs:
 * /media/<key>?exp=<unix s>&sig=<hmac>[&dl=<name>], the signature covering the key, the expiry and
 * the download name, so none can be changed. Uploads: S3's POST policies (post-policy.ts).
 */
export function createMediaUrlSigner(secret: string) {
  // A timeline page signs ~200 URLs: a key object made once makes each HMAC about a third cheaper.
  const hmacKey = createSecretKey(Buffer.from(secret));
  const sign = (key: string, exp: number, downloadName: string) =>
    createHmac('sha256', hmacKey).update(`${key}\n${exp}\n${downloadName}`).digest('base64url');
  return {
    url(key: string, expiresAt: Date, downloadName = ''): string {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      const dl = downloadName ? `&dl=${encodeURIComponent(downloadName)}` : '';
      return `/media/${key}?exp=${exp}&sig=${sign(key, exp, downloadName)}${dl}`;
    },
    /** True when the signature matches and the URL has not expired. */
    verify(key: string, exp: number, sig: string, downloadName: string, now: Date): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(key, exp, downloadName));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    signPolicy: (encodedPolicy: string) => signPolicy(secret, encodedPolicy),
    verifyPolicy: (encodedPolicy: string, signature: string) =>
      verifyPolicySignature(secret, encodedPolicy, signature),
  };
}

export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;
