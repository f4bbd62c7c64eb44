import { type Database, deliveries, faces, matchDecisions } from '@hibi/db';
import { wholeImageFace } from './fixtures.ts';

/**
 * A face of the media that the matcher gave to the child (an accepted decision), and the media's
 * delivery to the child: what a child's data to forget includes. Answers the face's id.
 */
export async function insertMatchedFace(db: Database, childId: string, mediaId: string) {
  const [face] = await db
    .insert(faces)
    .values({ ...wholeImageFace, mediaId })
    .returning();
  await db
    .insert(matchDecisions)
    .values({ faceId: face?.id ?? '', childId, decision: 'accepted', similarity: 0.96 });
  await db.insert(deliveries).values({ childId, mediaId, shootingAt: new Date() });
  return face?.id ?? '';
}
