import { and, deliveries, type Executor, eq, faces, inArray, matchDecisions, media } from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import {
  childCandidate,
  type DeliveredFace,
  EMBEDDING_MODEL,
  type FaceMatch,
  galleryChange,
  markLookAlikes,
  matchFace,
} from '@hibi/vision';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { applySelection } from '../selection/apply-selection.ts';
import { childFacesOf } from './candidates.repository.ts';

/** `deferred`: a child of the facility awaits re-embedding; nothing was decided, try again later. */
export type MatchOutcome = { decided: number; delivered: string[]; deferred?: true };

/**
 * Gives a ready media to the children whose faces are in it. Each face of the current model is
 * compared only with the children of the media's facility, in that model (faces of an older model
 * wait for the re-embedding job, which matches them after); every decision is logged with its
 * scores; only 'accepted' delivers. While a child's references await re-embedding the whole media
 * waits (deferred), since that child could be the better match. Idempotent: faces already decided
 * are skipped and a delivery exists once per child and media. Then the child's day is selected again.
 */
export async function matchMedia(
  deps: Pick<PipelineDeps, 'db' | 'now'>,
  mediaId: string,
  model: string = EMBEDDING_MODEL,
): Promise<MatchOutcome> {
  const { db } = deps;
  const [item] = await db.select().from(media).where(eq(media.id, mediaId));
  if (item?.status !== 'ready') return { decided: 0, delivered: [] };
  const mediaFaces = await db
    .select()
    .from(faces)
    .where(and(eq(faces.mediaId, mediaId), eq(faces.embeddingModel, model)));
  const decided = new Set(
    mediaFaces.length === 0
      ? []
      : (
          await db
            .select({ faceId: matchDecisions.faceId })
            .from(matchDecisions)
            .where(
              inArray(
                matchDecisions.faceId,
                mediaFaces.map((face) => face.id),
              ),
            )
        ).map((row) => row.faceId),
  );
  const pending = mediaFaces.filter((face) => !decided.has(face.id));
  if (pending.length === 0) return { decided: 0, delivered: [] };

  const now = deps.now();
  const childFaces = await childFacesOf(db, item.facilityId, model);
  const candidates = markLookAlikes(
    childFaces.map((child) => childCandidate(child, model)),
    now,
  );
  if (candidates.some((candidate) => candidate.paused)) return { decided: 0, delivered: [], deferred: true };
  // Each child's delivered faces, grown by this media's deliveries as they are made.
  const galleries = new Map(childFaces.map((child) => [child.childId, [...child.delivered]]));
  const delivered: string[] = [];
  await db.transaction(async (tx) => {
    for (const face of pending) {
      const match = matchFace(face.embedding, candidates, now);
      await tx.insert(matchDecisions).values({
        faceId: face.id,
        childId: match.childId,
        similarity: match.similarity,
        margin: match.margin,
        decision: match.decision,
      });
      if (match.decision !== 'accepted' || !match.childId) continue;
      const inserted = await tx
        .insert(deliveries)
        .values({
          childId: match.childId,
          mediaId,
          shootingAt: item.shootingAt,
          similarity: match.similarity,
          margin: match.margin,
          source: 'auto',
        })
        .onConflictDoNothing()
        .returning({ childId: deliveries.childId });
      if (inserted.length === 0) continue;
      delivered.push(match.childId);
      const gallery = galleries.get(match.childId);
      if (gallery)
        await recordGalleryChange(tx, match.childId, gallery, { ...face, takenAt: item.shootingAt }, match);
    }
  });
  // A new photo may be the better twin of a burst, or push the day over its cap.
  for (const childId of new Set(delivered))
    await applySelection(db, childId, tokyoDate(item.shootingAt), now);
  return { decided: pending.length, delivered };
}

/** A delivery the gallery takes, and what the cap pushes out for it, go to the audit log. */
async function recordGalleryChange(
  tx: Executor,
  childId: string,
  gallery: DeliveredFace[],
  face: { id: string; embedding: number[]; embeddingModel: string; takenAt: Date },
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
