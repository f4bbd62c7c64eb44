import type { TimelineItem } from '@hibi/contract';
import { downloadKeyOf } from '../pipeline/media-keys.ts';
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

/** Signs the short-lived URLs of media shown to a guardian who may see them. */
export function mediaUrls(storage: ObjectStorage, now: Date) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expiresAt = Math.ceil((nowSeconds + minimumSeconds) / stepSeconds) * stepSeconds;
  const options = { expiresInSeconds: expiresAt - nowSeconds };
  const url = (key: string) => storage.readUrl(key, options);
  const stillKey = (row: MediaKeys) => row.previewKey ?? row.posterKey ?? '';

  /** The small square image of a media (a video's poster when it has no thumbnail). */
  const thumbnailUrl = (row: MediaKeys) => url(row.thumbnailKey ?? stillKey(row));
  const previewUrl = (row: MediaKeys) => url(stillKey(row));

  return {
    url,
    thumbnailUrl,
    previewUrl,

    async timelineItem(row: ItemRow): Promise<TimelineItem> {
      const video = row.kind === 'video';
      const [thumbnail, medium, preview, originalUrl, videoUrl, posterUrl] = await Promise.all([
        thumbnailUrl(row),
        row.mediumKey ? url(row.mediumKey) : null,
        previewUrl(row),
        url(downloadKeyOf(row) ?? stillKey(row)),
        video && row.videoKey ? url(row.videoKey) : undefined,
        row.posterKey ? url(row.posterKey) : undefined,
      ]);
      return {
        mediaId: row.mediaId,
        shootingAt: row.shootingAt.toISOString(),
        kind: row.kind,
        width: row.width,
        height: row.height,
        placeholder: row.placeholder,
        thumbnailUrl: thumbnail,
        mediumUrl: medium,
        previewUrl: preview,
        originalUrl,
        ...(videoUrl ? { videoUrl } : {}),
        ...(posterUrl ? { posterUrl } : {}),
      };
    },
  };
}

export type MediaUrls = ReturnType<typeof mediaUrls>;
