import { makeReferencePreview } from '@hibi/media';
import { referencePreviewKey } from '../../references/reference-objects.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/** The width share of the largest face found, which the preview keeps sharp; none without faces. */
export function largestFaceWidth(faces: readonly { box: { width: number } }[] | null | undefined) {
  const widths = (faces ?? []).map((face) => face.box.width);
  return widths.length > 0 ? Math.max(...widths) : undefined;
}

/**
 * Makes the photo's preview and stores it next to the original; a rerun overwrites the same key.
 * Null when sharp cannot read the bytes: the photo keeps being shown as uploaded, and the check
 * goes on (the detector judges the photo, not the preview).
 */
export async function storeReferencePreview(
  storage: ObjectStorage,
  storageKey: string,
  image: Buffer,
  faceWidth?: number,
): Promise<string | null> {
  const preview = await makeReferencePreview(image, faceWidth).catch(() => null);
  if (!preview) return null;
  const key = referencePreviewKey(storageKey);
  await storage.put(key, preview, 'image/webp');
  return key;
}
