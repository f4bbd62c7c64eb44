import type { ReferenceImage } from '@hibi/db';

/** Next to the original; ".webp" gives /media/ its content type, and the key stays safeKey's. */
export function referencePreviewKey(storageKey: string): string {
  return `${storageKey}.preview.webp`;
}

/** What screens link: the preview, or the original of a photo checked before previews existed. */
export function shownReferenceKey(image: Pick<ReferenceImage, 'storageKey' | 'previewKey'>): string {
  return image.previewKey ?? image.storageKey;
}

/**
 * Every object the photos may have, to delete with their rows. The preview's key is derived, not
 * read from the row: a face check still running may store it after the row was read.
 */
export function referenceObjectKeys(images: readonly Pick<ReferenceImage, 'storageKey'>[]): string[] {
  return images.flatMap((image) => [image.storageKey, referencePreviewKey(image.storageKey)]);
}
