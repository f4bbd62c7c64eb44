import {
  and,
  children,
  deliveries,
  downloadHistory,
  type Executor,
  eq,
  faces,
  inArray,
  lte,
  matchDecisions,
  photoMovieCollections,
  referenceImages,
  sql,
} from '@hibi/db';

/** The clean-ups' deletions: biometric data nobody may keep (DESIGN.md §3's privacy rule). */
export function cleanupRepository(db: Executor) {
  return {
    /**
     * Empties the embeddings of media faces created before `before` that were accepted for nobody;
     * answers how many. The rows, boxes and decisions stay.
     */
    async eraseUnmatchedEmbeddings(before: Date): Promise<number> {
      const result = await db.execute<{ id: string }>(sql`
        update faces set embedding = '{}'
        where media_id is not null and created_at < ${before} and cardinality(embedding) > 0
          and not exists (
            select 1 from match_decisions d
            where d.face_id = faces.id and d.decision = 'accepted'
          )
        returning id`);
      return result.rows.length;
    },

    /** Children whose leaving day (退園・卒園) is `onOrBefore` or earlier: the ones to forget now. */
    async leftChildren(onOrBefore: string): Promise<string[]> {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(lte(children.leavesOn, onOrBefore));
      return rows.map((row) => row.id);
    },

    /** Removes a forgotten child's own row (its name and birthday); its family stays. */
    async deleteChild(childId: string): Promise<boolean> {
      const removed = await db
        .delete(children)
        .where(eq(children.id, childId))
        .returning({ id: children.id });
      return removed.length > 0;
    },

    /** The child's reference photos with their objects' key. */
    referencesOf(childId: string) {
      return db
        .select({ id: referenceImages.id, storageKey: referenceImages.storageKey })
        .from(referenceImages)
        .where(eq(referenceImages.childId, childId));
    },

    /** The child's photo movies with their video's key. */
    moviesOf(childId: string) {
      return db
        .select({ id: photoMovieCollections.id, key: photoMovieCollections.videoKey })
        .from(photoMovieCollections)
        .where(eq(photoMovieCollections.childId, childId));
    },

    /**
     * Deletes every row that names the child: the media faces that were (or may have been:
     * ambiguous) its own, its references, decisions, deliveries, download history and movies.
     * Answers how many media faces and deliveries went. Run it in one transaction.
     */
    async deleteChildRows(childId: string): Promise<{ faces: number; deliveries: number }> {
      const childFaces = db
        .select({ id: matchDecisions.faceId })
        .from(matchDecisions)
        .where(
          and(
            eq(matchDecisions.childId, childId),
            inArray(matchDecisions.decision, ['accepted', 'ambiguous']),
          ),
        );
      const mediaFaces = await db
        .delete(faces)
        .where(inArray(faces.id, childFaces))
        .returning({ id: faces.id });
      // Faces of reference photos go with their rows (on delete cascade).
      await db.delete(referenceImages).where(eq(referenceImages.childId, childId));
      await db.delete(matchDecisions).where(eq(matchDecisions.childId, childId));
      const removed = await db
        .delete(deliveries)
        .where(eq(deliveries.childId, childId))
        .returning({ id: deliveries.id });
      await db.delete(downloadHistory).where(eq(downloadHistory.childId, childId));
      // Their collection_media rows go with them (on delete cascade).
      await db.delete(photoMovieCollections).where(eq(photoMovieCollections.childId, childId));
      return { faces: mediaFaces.length, deliveries: removed.length };
    },
  };
}
