import { and, eq, faces, matchDecisions, media, sql } from '@hibi/db';

/**
 * Join condition for `matchDecisions` (left-joined after `faces` on the media): the faces in a
 * media that were given to this child, so a score is the child's own face, not anyone's.
 */
export function facesOfChild(childId: string) {
  return and(
    eq(matchDecisions.faceId, faces.id),
    eq(matchDecisions.childId, childId),
    eq(matchDecisions.decision, 'accepted'),
  );
}

/** Per media (group by it): the child's best face quality, else the media's own score. */
export const childFaceScore =
  sql<number>`coalesce(max(case when ${matchDecisions.id} is not null then ${faces.quality} end), ${media.qualityScore}, 0)`.mapWith(
    Number,
  );
