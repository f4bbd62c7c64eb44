import type { TimelineItem } from '@hibi/contract';
import { Check, Play } from 'lucide-react';
import { memo, useState } from 'react';
import { shootingTimeLabel } from './shooting-time';
import { usePlaceholder } from './use-placeholder';

interface MediaTileProps {
  item: TimelineItem;
  /** On the first screen: fetched at once and first, not when the browser gets to it. */
  eager?: boolean;
  /** The tile's width in CSS px, as `sizes`: the browser picks 320 or 640 px for its screen. */
  sizes: string;
  /** Selecting for saving: the tile toggles instead of opening. */
  selecting: boolean;
  selected: boolean;
  /** The item's place in the timeline, handed back to onActivate. */
  index: number;
  onActivate: (index: number) => void;
}

/**
 * One square of the timeline: the photo's colour at once, then its blurred ThumbHash, the thumbnail (its 640 px size on 2×
 * and 3× screens) over it when it has loaded (the square never changes size), a play mark on
 * videos, a check while selecting.
 */
export const MediaTile = memo(function MediaTile({
  item,
  eager = false,
  sizes,
  selecting,
  selected,
  index,
  onActivate,
}: MediaTileProps) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = usePlaceholder(item.placeholder, loaded);
  const what = item.kind === 'video' ? '動画' : '写真';
  return (
    <button
      type="button"
      className={`media-tile${selected ? ' is-selected' : ''}`}
      style={placeholder}
      onClick={() => onActivate(index)}
      aria-pressed={selecting ? selected : undefined}
      aria-label={`${shootingTimeLabel(item.shootingAt)}の${what}${selecting ? 'を選ぶ' : 'を開く'}`}
    >
      <img
        sizes={sizes}
        // The images' shorter edges: the tile is a square crop of them.
        srcSet={item.mediumUrl ? `${item.thumbnailUrl} 320w, ${item.mediumUrl} 640w` : undefined}
        src={item.thumbnailUrl}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={loaded ? 'is-loaded' : undefined}
        onLoad={() => setLoaded(true)}
      />
      {item.kind === 'video' ? (
        <span className="media-tile-video" aria-hidden="true">
          <Play size={16} fill="currentColor" />
        </span>
      ) : null}
      {selecting ? (
        <span className="media-tile-check" aria-hidden="true">
          {selected ? <Check size={18} strokeWidth={3} /> : null}
        </span>
      ) : null}
    </button>
  );
});
