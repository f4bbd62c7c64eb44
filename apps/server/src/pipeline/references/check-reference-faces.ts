import { decodableImage } from '@hibi/media';
import { referenceUsability } from '@hibi/vision';
import type { RequestRejectedMailDeps } from '../../mail/templates/request-rejected.ts';
import { readObject } from '../../storage/object-storage.ts';
import { detectedFaceRecords, faceRows } from '../ingest/face-rows.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { referenceCheckRepository } from './reference-check.repository.ts';
import { ownChildVerdict } from './reference-owner-check.ts';
import { rejectUnusableRequest } from './reject-unusable-request.ts';
import { largestFaceWidth, storeReferencePreview } from './store-reference-preview.ts';

export type ReferenceOutcome = 'accepted' | 'rejected' | 'skipped';

/**
 * A sign-up reference photo must hold exactly one usable face (DESIGN.md §3). A usable one becomes
 * an accepted reference whose face joins the child's gallery; otherwise the photo is rejected with
 * a Japanese reason that operators and the guardian (re-request path) see; when no photo of the
 * request is left to go on, the request itself is rejected (rejectUnusableRequest). The preview
 * shown instead of the original is stored before the verdict, so a judged photo has it. Idempotent.
 */
export async function checkReferenceFaces(
  deps: PipelineDeps,
  referenceImageId: string,
  mail?: RequestRejectedMailDeps,
): Promise<ReferenceOutcome> {
  const image = await referenceCheckRepository(deps.db).find(referenceImageId);
  if (!image || image.status === 'pending') return 'skipped';
  const original = await readObject(deps.storage, image.storageKey);
  // An iPhone HEIC is decoded once, for the preview and the detector; bytes that fail stay as they are.
  const decoded = await decodableImage(original).catch(() => original);
  // Marked, not dropped: a photo of a pet or a drawing is refused as such (not_human), not as empty.
  const marked = await deps.faces.detect(decoded, { nonHuman: 'mark' });
  const found = marked.filter((face) => !face.notHuman);
  const previewKey = await storeReferencePreview(
    deps.storage,
    image.storageKey,
    decoded,
    largestFaceWidth(found),
  );
  const verdict = await ownChildVerdict(deps, image.childId, referenceUsability(marked));
  const stillThere = await deps.db.transaction(async (tx) => {
    const references = referenceCheckRepository(tx);
    // Locked, so a photo removed meanwhile (マイページ, sign-up) is not half written back.
    if (!(await references.lock(image.id))) return false;
    const kept = verdict.usable ? [verdict.face] : [];
    await references.replaceFaces(
      image.id,
      faceRows({ referenceImageId: image.id }, kept, deps.faces.embeddingModel),
    );
    await references.recordVerdict(image.id, {
      status: verdict.usable ? 'accepted' : 'rejected',
      faceCount: found.length,
      detectedFaces: detectedFaceRecords(found),
      rejectionReason: verdict.usable ? null : verdict.reason,
      previewKey,
    });
    return true;
  });
  // Its objects may have been deleted before the preview was stored: nothing else would remove it.
  if (!stillThere) {
    if (previewKey) await deps.storage.delete(previewKey);
    return 'skipped';
  }
  if (verdict.usable) return 'accepted';
  await rejectUnusableRequest(deps.db, image.childId, mail);
  return 'rejected';
}
