import type { Database } from '@hibi/db';
import { type Candidate, EMBEDDING_MODEL, lookAlikes } from '@hibi/vision';
import { candidatesOf } from '../../../pipeline/matching/candidates.repository.ts';
import { approvalQueueRepository } from './approval-queue.repository.ts';
import { sameChildOf } from './same-child.ts';

export type WaitingRow = Awaited<ReturnType<ReturnType<typeof approvalQueueRepository>['waiting']>>[number];

/**
 * Each waiting request's photos and kept faces, the enrolled children of its facility its faces
 * are close to (lookAlikes, the matcher's own similarity) and the enrolled child of another family
 * it very likely names again (sameChildOf). Read by the queue and by approval, which asks a reason
 * to approve such a request as a different child (decision 0039). Reads only: no transaction.
 */
export async function scoreWaitingRequests(db: Database, rows: readonly WaitingRow[], now: Date) {
  const queue = approvalQueueRepository(db);
  const references = await queue.referencesOf(rows.map((row) => row.child.id));
  const faces = await queue.facesOf(references.map((reference) => reference.id));
  const enrolled = new Map<string, Candidate[]>();
  for (const facilityId of new Set(rows.map((row) => row.facility.id)))
    enrolled.set(facilityId, await candidatesOf(db, facilityId, EMBEDDING_MODEL));
  const enrolledChildren = await queue.enrolledIn([...enrolled.keys()]);
  return rows.map((row) => {
    const own = references.filter((reference) => reference.childId === row.child.id);
    const ownFaces = faces.filter((face) => own.some((reference) => reference.id === face.referenceImageId));
    const others = (enrolled.get(row.facility.id) ?? []).filter((other) => other.childId !== row.child.id);
    // Only faces of the enrolled children's model compare; others await re-embedding.
    const close = lookAlikes(
      ownFaces.filter((face) => face.embeddingModel === EMBEDDING_MODEL).map((face) => face.embedding),
      others,
      now,
    );
    const waiting = { ...row.child, childId: row.child.id, facilityId: row.facility.id };
    return {
      row,
      own,
      ownFaces,
      close,
      enrolledChildren,
      sameChild: sameChildOf(waiting, close, enrolledChildren),
    };
  });
}
