import { and, deliveries, type Executor, eq, faces, inArray, matchDecisions, media } from '@hibi/db';
import type { FaceMatch } from '@hibi/vision';

/** The matcher's reads of a media and its writes: each decision, and the deliveries it makes. */
export function matchingRepository(db: Executor) {
  return {
    /** The media in any state (only a ready one is matched); undefined when it is gone. */
    async findMedia(mediaId: string) {
      const [item] = await db.select().from(media).where(eq(media.id, mediaId));
      return item;
    },

    /** The media's faces embedded in `model` that have no decision yet, in the order stored. */
    async undecidedFaces(mediaId: string, model: string) {
      const mediaFaces = await db
        .select()
        .from(faces)
        .where(and(eq(faces.mediaId, mediaId), eq(faces.embeddingModel, model)));
      if (mediaFaces.length === 0) return [];
      const decided = await db
        .select({ faceId: matchDecisions.faceId })
        .from(matchDecisions)
        .where(
          inArray(
            matchDecisions.faceId,
            mediaFaces.map((face) => face.id),
          ),
        );
      const decidedIds = new Set(decided.map((row) => row.faceId));
      return mediaFaces.filter((face) => !decidedIds.has(face.id));
    },

    /** Logs one decision on a face with its scores, whatever it is. */
    async recordDecision(faceId: string, match: FaceMatch) {
      await db.insert(matchDecisions).values({
        faceId,
        childId: match.childId,
        similarity: match.similarity,
        margin: match.margin,
        decision: match.decision,
        reason: match.reason,
      });
    },

    /** Delivers the media to the child once; true when this call made the delivery. */
    async deliver(
      childId: string,
      item: { id: string; shootingAt: Date },
      match: FaceMatch,
    ): Promise<boolean> {
      const inserted = await db
        .insert(deliveries)
        .values({
          childId,
          mediaId: item.id,
          shootingAt: item.shootingAt,
          similarity: match.similarity,
          margin: match.margin,
          reason: match.reason,
          source: 'auto',
        })
        .onConflictDoNothing()
        .returning({ childId: deliveries.childId });
      return inserted.length > 0;
    },
  };
}
