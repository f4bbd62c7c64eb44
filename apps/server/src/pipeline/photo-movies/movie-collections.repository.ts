import {
  and,
  asc,
  children,
  collectionMedia,
  type Database,
  deliveries,
  eq,
  faces,
  matchDecisions,
  media,
  photoMovieCollections,
} from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import { onTokyoDays } from '../../repositories/delivery-sql.ts';
import { firstApprovedMember, receivesPhotos } from '../../repositories/family-sql.ts';
import { viewerKey } from '../../repositories/protected-faces-sql.ts';
import { mediaJoin, visibleToFamily } from '../../repositories/visible-media.ts';
import { childFaceScore, facesOfChild } from '../selection/selection.repository.ts';
import type { MovieCandidate } from './choose-movie-media.ts';

export type MovieWeek = { dateFrom: string; dateTo: string };
export type MovieChild = { childId: string; guardianId: string };

/** The weekly photo movies' reads and writes (DESIGN.md §3): choose, render, publish. */
export function movieCollectionRepository(db: Database) {
  return {
    /**
     * Children whose family sees media now: approved children with an approved guardian in their
     * family, whose view (every member's is the same, decision 0036) the movie follows.
     */
    childrenWithFamilies: async (): Promise<MovieChild[]> =>
      (
        await db
          .select({ childId: children.id, guardianId: firstApprovedMember })
          .from(children)
          .where(receivesPhotos)
      ).flatMap((row) => (row.guardianId ? [{ childId: row.childId, guardianId: row.guardianId }] : [])),

    /** The week's photos on the child's timeline (shown, not revoked), scored by the child's face. */
    async weekPhotos(child: MovieChild, week: MovieWeek): Promise<MovieCandidate[]> {
      const rows = await db
        .select({ mediaId: media.id, shootingAt: media.shootingAt, score: childFaceScore })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .leftJoin(faces, eq(faces.mediaId, media.id))
        .leftJoin(matchDecisions, facesOfChild(child.childId))
        .where(
          and(
            visibleToFamily(child),
            eq(media.kind, 'photo'),
            onTokyoDays(deliveries.shootingAt, week.dateFrom, week.dateTo),
          ),
        )
        .groupBy(media.id, media.shootingAt, media.qualityScore);
      return rows.map((row) => ({ ...row, day: tokyoDate(row.shootingAt) }));
    },

    /**
     * The child of a collection with an approved guardian of its family, whose view the movie
     * follows; undefined when the family sees nothing any more.
     */
    ownerOf: async (collectionId: string): Promise<MovieChild | undefined> =>
      (
        await db
          .select({ childId: children.id, guardianId: firstApprovedMember })
          .from(photoMovieCollections)
          .innerJoin(children, eq(children.id, photoMovieCollections.childId))
          .where(eq(photoMovieCollections.id, collectionId))
      ).flatMap((row) => (row.guardianId ? [{ childId: row.childId, guardianId: row.guardianId }] : []))[0],

    findCollection: async (childId: string, dateFrom: string) =>
      (
        await db
          .select()
          .from(photoMovieCollections)
          .where(
            and(eq(photoMovieCollections.childId, childId), eq(photoMovieCollections.dateFrom, dateFrom)),
          )
      )[0],

    /** Creates or refills the week's collection with the chosen media, in movie order. */
    async saveCollection(childId: string, week: MovieWeek, mediaIds: string[], coverId: string) {
      return db.transaction(async (tx) => {
        // The cover as the family sees it: blurred where another family's protected child is in it.
        const [cover] = await tx
          .select({ key: viewerKey(childId, 'thumbnailKey', 'key') })
          .from(media)
          .where(eq(media.id, coverId));
        const [collection] = await tx
          .insert(photoMovieCollections)
          .values({ childId, ...week, thumbnailKey: cover?.key ?? null })
          .onConflictDoUpdate({
            target: [photoMovieCollections.childId, photoMovieCollections.dateFrom],
            set: { thumbnailKey: cover?.key ?? null },
          })
          .returning({ id: photoMovieCollections.id });
        if (!collection) throw new Error('collection upsert returned nothing');
        await tx.delete(collectionMedia).where(eq(collectionMedia.collectionId, collection.id));
        await tx
          .insert(collectionMedia)
          .values(mediaIds.map((mediaId, position) => ({ collectionId: collection.id, mediaId, position })));
        return collection.id;
      });
    },

    /** The stills a collection's movie is made of: its media still on the family's timeline. */
    frameKeys: async (collectionId: string, child: MovieChild) =>
      db
        .select({ mediaId: media.id, previewKey: viewerKey(child.childId, 'previewKey', 'preview_key') })
        .from(collectionMedia)
        .innerJoin(deliveries, eq(deliveries.mediaId, collectionMedia.mediaId))
        .innerJoin(media, mediaJoin)
        .where(
          and(
            eq(collectionMedia.collectionId, collectionId),
            eq(collectionMedia.isActive, true),
            visibleToFamily(child),
          ),
        )
        .orderBy(asc(collectionMedia.position)),

    /** Sets the collection's video; answers the one it replaces, for its object to be deleted. */
    async setVideo(collectionId: string, videoKey: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ videoKey: photoMovieCollections.videoKey })
          .from(photoMovieCollections)
          .where(eq(photoMovieCollections.id, collectionId))
          .for('update');
        await tx
          .update(photoMovieCollections)
          .set({ videoKey })
          .where(eq(photoMovieCollections.id, collectionId));
        return before?.videoKey && before.videoKey !== videoKey ? before.videoKey : null;
      });
    },

    /** Publishes once; answers whether this call did (so the release mail goes out once). */
    async publish(collectionId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(photoMovieCollections)
        .set({ isPublished: true, publishedAt: now })
        .where(and(eq(photoMovieCollections.id, collectionId), eq(photoMovieCollections.isPublished, false)))
        .returning({ id: photoMovieCollections.id });
      return rows.length > 0;
    },
  };
}
