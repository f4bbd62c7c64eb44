import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';

// Decoding costs about a millisecond (four on a slow phone); a scrolled-back row must not pay it again.
const cache = new Map<string, string>();
const limit = 2000;

const bytesOf = (hash: string) => Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));

/** The blurred stand-in already made for this ThumbHash, if any. */
export function knownPlaceholderUrl(hash: string): string | undefined {
  return cache.get(hash);
}

/** The blurred stand-in of a photo from its ThumbHash (base64), as a data: URL; null if none. */
export function placeholderUrl(hash: string | null): string | null {
  if (!hash) return null;
  const known = cache.get(hash);
  if (known) return known;
  try {
    const url = thumbHashToDataURL(bytesOf(hash));
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(hash, url);
    return url;
  } catch {
    return null;
  }
}

/** The photo's average colour from its ThumbHash's header alone (no decoding), as CSS; null if none. */
export function averageColor(hash: string | null): string | null {
  if (!hash) return null;
  try {
    const { r, g, b } = thumbHashToAverageRGBA(bytesOf(hash));
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return null;
  }
}
