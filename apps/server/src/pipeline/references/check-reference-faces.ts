import { buffer } from 'node:stream/consumers';
import { eq, faces, referenceImages } from '@hibi/db';
import { referenceUsability } from '@hibi/vision';
import type { RequestRejectedMailDeps } from '../../mail/templates/request-rejected.ts';
import { detectedFaceRecords, faceRows } from '../ingest/face-rows.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { rejectUnusableRequest } from './reject-unusable-request.ts';

export type ReferenceOutcome = 'accepted' | 'rejected' | 'skipped';

/**
 * A sign-up reference photo must hold exactly one usable face (DESIGN.md §3). A usable one becomes
 * an accepted reference whose face joins the child's gallery; otherwise the photo is rejected with
 * a Japanese reason that operators and the guardian (re-request path) see; when no photo of the
 * request is left to go on, the request itself is rejected (rejectUnusableRequest). Idempotent.
 */
export async function checkReferenceFaces(
  deps: PipelineDeps,
  referenceImageId: string,
  mail?: RequestRejectedMailDeps,
): Promise<ReferenceOutcome> {
  const [image] = await deps.db
    .select()
    .from(referenceImages)
    .where(eq(referenceImages.id, referenceImageId));
  if (!image || image.status === 'pending') return 'skipped';
  const found = await deps.faces.detect(await buffer(await deps.storage.read(image.storageKey)));
  const verdict = referenceUsability(found);
  await deps.db.transaction(async (tx) => {
    await tx.delete(faces).where(eq(faces.referenceImageId, image.id));
    if (verdict.usable)
      await tx
        .insert(faces)
        .values(faceRows({ referenceImageId: image.id }, [verdict.face], deps.faces.embeddingModel));
    await tx
      .update(referenceImages)
      .set({
        status: verdict.usable ? 'accepted' : 'rejected',
        faceCount: found.length,
        detectedFaces: detectedFaceRecords(found),
        rejectionReason: verdict.usable ? null : verdict.reason,
      })
      .where(eq(referenceImages.id, image.id));
  });
  if (verdict.usable) return 'accepted';
  await rejectUnusableRequest(deps.db, image.childId, mail);
  return 'rejected';
}
