import { makeReferencePreview } from '@hibi/media';
import { referencePreviewKey } from '../../references/reference-objects.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/**
 * Makes the photo's preview and stores it next to the original; a rerun overwrites the same key.
 * Null when sharp cannot read the bytes: the photo keeps being shown as uploaded, and the check
 * goes on (the detector judges the photo, not the preview).
 */
export async function storeReferencePreview(
  storage: ObjectStorage,
  storageKey: string,
  image: Buffer,
): Promise<string | null> {
  const preview = await makeReferencePreview(image).catch(() => null);
  if (!preview) return null;
  const key = referencePreviewKey(storageKey);
  await storage.put(key, preview, 'image/webp');
  return key;
}
