import { type CSSProperties, useEffect, useState } from 'react';
import { createIdleQueue } from '~/lib/idle-queue';
import { averageColor, knownPlaceholderUrl, placeholderUrl } from './thumbhash-url';

const decodes = createIdleQueue();

/**
 * A tile's background until its thumbnail shows: the photo's average colour at once, and its
 * blurred ThumbHash once the browser is idle. Decoding a first screen of them while the timeline
 * first renders was a quarter of its longest task on a slow phone. Nothing is decoded for a tile
 * whose thumbnail has loaded (the HTTP cache often has it) or that scrolled away.
 */
export function usePlaceholder(hash: string | null, thumbnailLoaded: boolean): CSSProperties | undefined {
  const [url, setUrl] = useState(() => (hash ? knownPlaceholderUrl(hash) : undefined));
  useEffect(() => {
    if (url || !hash || thumbnailLoaded) return;
    return decodes.add(() => setUrl(placeholderUrl(hash) ?? undefined));
  }, [hash, url, thumbnailLoaded]);
  if (url) return { backgroundImage: `url(${url})` };
  const color = averageColor(hash);
  return color ? { backgroundColor: color } : undefined;
}
