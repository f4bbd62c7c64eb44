import {
  and,
  children,
  type Database,
  deliveries,
  desc,
  eq,
  faces,
  isNotNull,
  matchDecisions,
  media,
} from '@hibi/db';
import { notMyChildReason } from '../../pipeline/matching/candidates.repository.ts';

/** What operators review: returned deliveries and faces the matcher would not decide. */
export function reviewRepository(db: Database) {
  return {
    returned: (limit: number) =>
      db
        .select({
          deliveryId: deliveries.id,
          mediaId: deliveries.mediaId,
          facilityId: media.facilityId,
          childId: deliveries.childId,
          lastName: children.lastName,
          firstName: children.firstName,
          returnedAt: deliveries.revokedAt,
          similarity: deliveries.similarity,
          margin: deliveries.margin,
        })
        .from(deliveries)
        .innerJoin(media, eq(media.id, deliveries.mediaId))
        .innerJoin(children, eq(children.id, deliveries.childId))
        .where(and(eq(deliveries.revokedReason, notMyChildReason), isNotNull(deliveries.revokedAt)))
        .orderBy(desc(deliveries.revokedAt))
        .limit(limit),

    undecided: (limit: number) =>
      db
        .select({
          faceId: matchDecisions.faceId,
          mediaId: media.id,
          facilityId: media.facilityId,
          childId: matchDecisions.childId,
          decidedAt: matchDecisions.createdAt,
          similarity: matchDecisions.similarity,
          margin: matchDecisions.margin,
        })
        .from(matchDecisions)
        .innerJoin(faces, eq(faces.id, matchDecisions.faceId))
        .innerJoin(media, eq(media.id, faces.mediaId))
        .where(eq(matchDecisions.decision, 'ambiguous'))
        .orderBy(desc(matchDecisions.createdAt))
        .limit(limit),
  };
}
