import { decodableImage } from '@hibi/media';
import { referenceUsability } from '@hibi/vision';
import { readObject } from '../../storage/object-storage.ts';
import { detectedFaceRecords } from '../ingest/face-rows.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { referenceCheckRepository } from './reference-check.repository.ts';

/**
 * The face check of a photo the family uploaded but has not sent yet (decision 0039), so they see
 * at once whether it will do. Only the verdict is kept, on the row as the full check keeps it
 * (face count, faces found, reason); no embedding, no preview, nothing joins a gallery: the photo
 * is judged again in full once sent. A photo sent or removed meanwhile is left alone.
 */
export async function precheckReference(deps: PipelineDeps, referenceImageId: string) {
  const references = referenceCheckRepository(deps.db);
  const image = await references.find(referenceImageId);
  if (image?.status !== 'pending' || !(await deps.storage.exists(image.storageKey))) return 'skipped';
  const original = await readObject(deps.storage, image.storageKey);
  // An iPhone HEIC is decoded first; bytes that fail to decode go to the detector as they are.
  const decoded = await decodableImage(original).catch(() => original);
  // Marked, not dropped: a photo of a pet or a drawing is told as such (not_human), not as empty.
  const marked = await deps.faces.detect(decoded, { nonHuman: 'mark' });
  const found = marked.filter((face) => !face.notHuman);
  const verdict = referenceUsability(marked);
  // One statement, no transaction: the row is written only while it is still not sent.
  await references.recordPrecheck(image.id, {
    faceCount: found.length,
    detectedFaces: detectedFaceRecords(found),
    rejectionReason: verdict.usable ? null : verdict.reason,
  });
  return verdict.usable ? 'usable' : verdict.problem;
}
