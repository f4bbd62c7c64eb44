import type { Database, Executor } from '@hibi/db';
import {
  type Candidate,
  childCandidate,
  type DeliveredFace,
  type FaceMatch,
  galleryChange,
  markLookAlikes,
} from '@hibi/vision';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { childFacesOf } from './candidates.repository.ts';
import { matchingRepository } from './matching.repository.ts';

/** Each child's delivered faces, grown by the deliveries made as a run goes. */
export type Galleries = Map<string, DeliveredFace[]>;

type MatchedFace = { id: string; embedding: number[]; embeddingModel: string };
type MatchedMedia = { id: string; shootingAt: Date };

/**
 * The children a face of the facility is compared with (look-alikes marked) and their galleries;
 * `paused`: some child's references await re-embedding, so nothing may be decided yet. With
 * `shotOn`, children who left by that Tokyo day are no candidates (decision 0078).
 */
export async function facilityMatcher(
  db: Database,
  facilityId: string,
  model: string,
  now: Date,
  shotOn?: string,
): Promise<{ candidates: Candidate[]; galleries: Galleries; paused: boolean }> {
  const childFaces = await childFacesOf(db, facilityId, model, shotOn);
  const candidates = markLookAlikes(
    childFaces.map((child) => childCandidate(child, model)),
    now,
  );
  return {
    candidates,
    galleries: new Map(childFaces.map((child) => [child.childId, [...child.delivered]])),
    paused: candidates.some((candidate) => candidate.paused),
  };
}

/**
 * Logs one decision on a face with its scores; an 'accepted' one delivers the media to the child
 * (once per child and media) and may join the child's gallery. True when a delivery was made.
 */
export async function recordMatch(
  tx: Executor,
  galleries: Galleries,
  face: MatchedFace,
  item: MatchedMedia,
  match: FaceMatch,
): Promise<boolean> {
  const matching = matchingRepository(tx);
  await matching.recordDecision(face.id, match);
  if (match.decision !== 'accepted' || !match.childId) return false;
  if (!(await matching.deliver(match.childId, item, match))) return false;
  const gallery = galleries.get(match.childId);
  if (gallery)
    await recordGalleryChange(tx, match.childId, gallery, { ...face, takenAt: item.shootingAt }, match);
  return true;
}

/** A delivery the gallery takes, and what the cap pushes out for it, go to the audit log. */
async function recordGalleryChange(
  tx: Executor,
  childId: string,
  gallery: DeliveredFace[],
  face: MatchedFace & { takenAt: Date },
  match: FaceMatch,
) {
  const added = {
    faceId: face.id,
    embedding: face.embedding,
    model: face.embeddingModel,
    takenAt: face.takenAt,
    similarity: match.similarity ?? 0,
    margin: match.margin,
  };
  const change = galleryChange(gallery, added);
  if (!change.joins) return;
  const audit = auditLogRepository(tx);
  const entry = { actorKind: 'system' as const, actorId: null, targetType: 'child', targetId: childId };
  await audit.record({
    ...entry,
    action: 'gallery.add',
    detail: { faceId: face.id, similarity: added.similarity, margin: added.margin, dropped: change.dropped },
  });
  gallery.push(added);
}
