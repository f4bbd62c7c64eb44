// Object-storage keys of a media item. The media id is chosen when the upload ticket is issued,
// so the original's key already names its media row and completing an upload is idempotent.
import { uploadExtensions } from '@hibi/domain';

const originalPattern = /^media\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/original(\.[a-z0-9]{1,5})?$/;

export function originalKeyOf(facilityId: string, mediaId: string, extension: string): string {
  return `media/${facilityId}/${mediaId}/original${extension}`;
}

export function videoKeyOf(facilityId: string, mediaId: string): string {
  return `media/${facilityId}/${mediaId}/video.mp4`;
}

export function derivativeKeyOf(
  facilityId: string,
  mediaId: string,
  name: 'thumbnail' | 'medium' | 'preview',
): string {
  return `media/${facilityId}/${mediaId}/${name}.webp`;
}

/**
 * The files of a media item a family may be shown, by name in its folder: everything the pipeline
 * makes from the original, never the original itself (docs/decisions/0010), and the blurred sizes
 * other families get where a protected child is in it (decision 0077). One signature per item
 * opens only these (docs/decisions/0028), so a new derivative is added here.
 */
const deliveredFileNames: ReadonlySet<string> = new Set([
  'thumbnail.webp',
  'medium.webp',
  'preview.webp',
  'poster.webp',
  'full.jpg',
  'video.mp4',
]);
const blurredFileName = /^blurred-[0-9a-z]{1,16}-(thumbnail\.webp|medium\.webp|preview\.webp|full\.jpg)$/;

export const isDeliveredFileName = (name: string): boolean =>
  deliveredFileNames.has(name) || blurredFileName.test(name);

/** A blurred size's key; `version` changes with each rendering, so no cache keeps an older one. */
export function blurredKeyOf(
  facilityId: string,
  mediaId: string,
  version: string,
  name: 'thumbnail.webp' | 'medium.webp' | 'preview.webp' | 'full.jpg',
): string {
  return `media/${facilityId}/${mediaId}/blurred-${version}-${name}`;
}

/** The full-size photo without metadata that downloads serve. */
export function fullKeyOf(facilityId: string, mediaId: string): string {
  return `media/${facilityId}/${mediaId}/full.jpg`;
}

type DeliveredKeys = {
  kind: 'photo' | 'video';
  fullKey: string | null;
  previewKey: string | null;
  videoKey: string | null;
};

/**
 * The file a family downloads or opens at full size: the transcoded video, or the full-size photo
 * without metadata (the preview for media made before full sizes existed). Never the original,
 * which may carry the camera's location.
 */
export function downloadKeyOf(item: DeliveredKeys): string | null {
  return item.kind === 'video' ? item.videoKey : (item.fullKey ?? item.previewKey);
}

/** The facility and media ids of an original's key; null for any other key. */
export function parseOriginalKey(key: string): { facilityId: string; mediaId: string } | null {
  const match = originalPattern.exec(key);
  return match?.[1] && match[2] ? { facilityId: match[1], mediaId: match[2] } : null;
}

/** The extension an original of `contentType` is stored under (uploadExtensions). */
export function extensionOf(contentType: string): string {
  return uploadExtensions[contentType] ?? '';
}
