import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { isDeliveredFileName } from './media-keys.ts';
import { signPolicy, verifyPolicySignature } from './post-policy.ts';

/** The folder and file name of a key: `media/f/m/preview.webp` → `media/f/m`, `preview.webp`. */
export function splitKey(key: string): { folder: string; name: string } {
  const slash = key.lastIndexOf('/');
  return slash < 0 ? { folder: '', name: key } : { folder: key.slice(0, slash), name: key.slice(slash + 1) };
}

const sameSignature = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/**
 * The embedded storage's signatures, all under MEDIA_SIGNING_SECRET. Read URLs come in two kinds:
 * - one file: /media/<key>?exp=<unix s>&sig=<hmac>[&dl=<name>], covering the key, the expiry and
 *   the download name, so none can be changed;
 * - one media item: /media/<folder>/<name>?exp=<unix s>&item=<hmac>, covering the item's folder and
 *   the expiry, valid for its delivered files only (never the original), so a timeline page signs
 *   once per item rather than once per URL (docs/decisions/0028).
 * Either may name its viewer (`&v=<guardian>.<child>`, signed): the media route then serves it only
 * while that viewer may still see the media (a delivery taken back closes it at once, decision 0075).
 * The two use keys derived for each purpose, so a signature of one kind never passes as the other.
 * Uploads: S3's POST policies (post-policy.ts).
 */
export function createMediaUrlSigner(secret: string) {
  // Key objects made once: each HMAC is then about a third cheaper than from the raw secret.
  const derived = (purpose: string): KeyObject =>
    createSecretKey(createHmac('sha256', secret).update(purpose).digest());
  const fileKey = createSecretKey(Buffer.from(secret));
  const itemKey = derived('hibi:media-item-url:v1');
  // A viewer, when there is one, is signed too (and a URL without one signs as before).
  const withViewer = (text: string, viewer: string) => (viewer ? `${text}\n${viewer}` : text);
  const sign = (key: string, exp: number, downloadName: string, viewer = '') =>
    createHmac('sha256', fileKey)
      .update(withViewer(`${key}\n${exp}\n${downloadName}`, viewer))
      .digest('base64url');
  // 128 bits of the HMAC: unguessable, and 21 characters less in each of a page's ~180 URLs.
  const signItem = (folder: string, exp: number, viewer = '') =>
    createHmac('sha256', itemKey)
      .update(withViewer(`${folder}\n${exp}`, viewer))
      .digest()
      .toString('base64url', 0, 16);
  const viewerQuery = (viewer: string) => (viewer ? `&v=${encodeURIComponent(viewer)}` : '');
  const unexpired = (exp: number, now: Date) => Number.isInteger(exp) && exp * 1000 >= now.getTime();
  const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

  return {
    url(key: string, expiresAt: Date, downloadName = '', viewer = ''): string {
      const exp = secondsOf(expiresAt);
      const dl = downloadName ? `&dl=${encodeURIComponent(downloadName)}` : '';
      return `/media/${key}?exp=${exp}&sig=${sign(key, exp, downloadName, viewer)}${dl}${viewerQuery(viewer)}`;
    },
    /** URLs of delivered files in one item's folder, under one signature. */
    itemUrls(folder: string, names: string[], expiresAt: Date, viewer = ''): string[] {
      const exp = secondsOf(expiresAt);
      const query = `?exp=${exp}&item=${signItem(folder, exp, viewer)}${viewerQuery(viewer)}`;
      return names.map((name) => `/media/${folder}/${name}${query}`);
    },
    /** True when the signature matches and the URL has not expired. */
    verify(key: string, exp: number, sig: string, downloadName: string, now: Date, viewer = ''): boolean {
      return unexpired(exp, now) && sameSignature(sign(key, exp, downloadName, viewer), sig);
    },
    /** True for a delivered file of the signed item's folder, before expiry. */
    verifyItem(key: string, exp: number, sig: string, now: Date, viewer = ''): boolean {
      const { folder, name } = splitKey(key);
      if (!folder || !isDeliveredFileName(name) || !unexpired(exp, now)) return false;
      return sameSignature(signItem(folder, exp, viewer), sig);
    },
    signPolicy: (encodedPolicy: string) => signPolicy(secret, encodedPolicy),
    verifyPolicy: (encodedPolicy: string, signature: string) =>
      verifyPolicySignature(secret, encodedPolicy, signature),
  };
}

export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;
