import { thumbHashToDataURL } from 'thumbhash';

// Decoding costs about a millisecond; a scrolled-back row must not pay it again.
const cache = new Map<string, string>();
const limit = 2000;

/** The blurred stand-in of a photo from its ThumbHash (base64), as a data: URL; null if none. */
export function placeholderUrl(hash: string | null): string | null {
  if (!hash) return null;
  const known = cache.get(hash);
  if (known) return known;
  try {
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    const url = thumbHashToDataURL(bytes);
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(hash, url);
    return url;
  } catch {
    return null;
  }
}
