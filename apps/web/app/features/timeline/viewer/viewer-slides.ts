import type { TimelineItem } from '@hibi/contract';
import type { Slide } from 'yet-another-react-lightbox';
import type {} from 'yet-another-react-lightbox/plugins/video';
import { shootingTimeLabel } from '../shooting-time';

/** The preview's long side (ingest makes 1440 px previews); sizes below it are scaled to fit. */
const PREVIEW_LONG_SIDE = 1440;

/**
 * The viewer's slides: photos as the preview with the full-size image for zooming (srcset, so a
 * phone loads the preview and only a zoom fetches more); videos with their poster, seekable.
 */
export function viewerSlides(items: readonly TimelineItem[]): Slide[] {
  return items.map((item) => {
    const width = item.width ?? PREVIEW_LONG_SIDE;
    const height = item.height ?? PREVIEW_LONG_SIDE;
    const alt = `${shootingTimeLabel(item.shootingAt)}の${item.kind === 'video' ? '動画' : '写真'}`;
    if (item.kind === 'video' && item.videoUrl) {
      return {
        type: 'video' as const,
        width,
        height,
        poster: item.posterUrl ?? item.previewUrl,
        sources: [{ src: item.videoUrl, type: 'video/mp4' }],
        playsInline: true,
        controls: true,
        preload: 'metadata',
      };
    }
    const scale = Math.min(1, PREVIEW_LONG_SIDE / Math.max(width, height));
    return {
      src: item.previewUrl,
      alt,
      width,
      height,
      srcSet: [
        { src: item.previewUrl, width: Math.round(width * scale), height: Math.round(height * scale) },
        { src: item.originalUrl, width, height },
      ],
    };
  });
}
