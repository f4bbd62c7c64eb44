import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring URLs of the embedded storage: /media/<key>?exp=<unix s>&sig=<hmac>[&dl=<name>].
 * The signature covers the key, the expiry and the download name, so none can be changed.
 */
export function createMediaUrlSigner(secret: string) {
  const sign = (key: string, exp: number, downloadName: string) =>
    createHmac('sha256', secret).update(`${key}\n${exp}\n${downloadName}`).digest('base64url');
  return {
    url(key: string, expiresAt: Date, downloadName = ''): string {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ exp: String(exp), sig: sign(key, exp, downloadName) });
      if (downloadName) query.set('dl', downloadName);
      return `/media/${key}?${query}`;
    },
    /** True when the signature matches and the URL has not expired. */
    verify(key: string, exp: number, sig: string, downloadName: string, now: Date): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(key, exp, downloadName));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;
