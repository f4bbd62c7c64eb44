import type { TimelineItem } from '@hibi/contract';
import { downloadKeyOf } from '../storage/media-keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** Views get URLs valid at least 10 minutes: long enough to browse a page, short if one leaks. */
const minimumSeconds = 600;
/** Expiries are rounded up to this step, so fetching a page again gives the same URLs and the
 *  browser's cache keeps working. */
const stepSeconds = 300;

type MediaKeys = {
  kind: 'photo' | 'video';
  fullKey: string | null;
  previewKey: string | null;
  thumbnailKey: string | null;
  mediumKey: string | null;
  posterKey: string | null;
  videoKey: string | null;
};

type ItemRow = MediaKeys & {
  mediaId: string;
  shootingAt: Date;
  width: number | null;
  height: number | null;
  placeholder: string | null;
};

const stillKey = (row: MediaKeys) => row.previewKey ?? row.posterKey ?? '';

/** The keys a timeline item links to, in TimelineItem's order; null where it has none. */
function itemKeys(row: MediaKeys) {
  return [
    row.thumbnailKey ?? stillKey(row),
    row.mediumKey,
    stillKey(row),
    downloadKeyOf(row) ?? stillKey(row),
    row.kind === 'video' ? row.videoKey : null,
    row.posterKey,
  ];
}

/**
 * Signs the short-lived URLs of media shown to a guardian who may see them; with `viewer`
 * (mediaViewer), URLs the embedded storage serves only while that viewer still may (issue 42).
 */
export function mediaUrls(storage: ObjectStorage, now: Date, viewer?: string) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expiresAt = Math.ceil((nowSeconds + minimumSeconds) / stepSeconds) * stepSeconds;
  const options = { expiresInSeconds: expiresAt - nowSeconds, ...(viewer ? { viewer } : {}) };
  const url = (key: string) => storage.readUrl(key, options);

  /** The small square image of a media (a video's poster when it has no thumbnail). */
  const thumbnailUrl = (row: MediaKeys) => url(row.thumbnailKey ?? stillKey(row));
  const previewUrl = (row: MediaKeys) => url(stillKey(row));

  return {
    url,
    thumbnailUrl,
    previewUrl,

    /** Timeline items with their URLs, all signed in one call (one signature per item where storage allows). */
    async timelineItems(rows: ItemRow[]): Promise<TimelineItem[]> {
      const keysOf = rows.map(itemKeys);
      const distinct = keysOf.map((keys) => [...new Set(keys.filter((key): key is string => key !== null))]);
      const signed = await storage.readItemUrls(distinct, options);
      return rows.map((row, index) => {
        const urlOf = (key: string | null) =>
          key === null ? undefined : signed[index]?.[distinct[index]?.indexOf(key) ?? -1];
        const [thumbnail, medium, preview, original, videoUrl, posterUrl] = (keysOf[index] ?? []).map(urlOf);
        return {
          mediaId: row.mediaId,
          shootingAt: row.shootingAt.toISOString(),
          kind: row.kind,
          width: row.width,
          height: row.height,
          placeholder: row.placeholder,
          thumbnailUrl: thumbnail ?? '',
          mediumUrl: medium ?? null,
          previewUrl: preview ?? '',
          originalUrl: original ?? '',
          ...(videoUrl ? { videoUrl } : {}),
          ...(posterUrl ? { posterUrl } : {}),
        };
      });
    },
  };
}

export type MediaUrls = ReturnType<typeof mediaUrls>;
