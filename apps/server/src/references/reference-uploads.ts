import type { UploadRules } from '../storage/object-storage.ts';

/** The photo formats phones produce; HEIC/HEIF is what iPhones save by default. */
export const referenceImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** What one reference photo upload may be: a phone photo, within 15 minutes of the request. */
export const referenceUploadRules: UploadRules = {
  contentTypes: referenceImageTypes,
  // Specification §7's form has no Content-Type; finalize judges the bytes (reference-image-check).
  typeFromBytes: true,
  minBytes: 1,
  maxBytes: 20 * 1024 * 1024,
  expiresInSeconds: 15 * 60,
};

/** Random ids only, so the key says nothing about the family. */
export function referenceImageKey(childId: string, referenceId: string): string {
  return `reference-images/${childId}/${referenceId}`;
}
