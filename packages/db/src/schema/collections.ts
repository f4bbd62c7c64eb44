// Photo movies: a weekly collection of a child's best media, with per-guardian "viewed" marks.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { id, requiredReference, timestamps, timestamptz } from './columns.ts';
import { guardians } from './guardians.ts';
import { media } from './media.ts';

export const photoMovieCollections = pgTable(
  'photo_movie_collections',
  {
    /** collection_id in the API. */
    id: id(),
    childId: requiredReference('child_id', () => children.id, 'cascade'),
    /** Monday and Sunday of the week (Asia/Tokyo), 'YYYY-MM-DD'. */
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    thumbnailKey: text('thumbnail_key'),
    videoKey: text('video_key'),
    ...timestamps(),
  },
  (t) => [
    // One collection per child per week; also serves "a child's collections, newest first".
    unique('photo_movie_collections_child_week_unique').on(t.childId, t.dateFrom),
    check('photo_movie_collections_dates_check', sql`${t.dateTo} >= ${t.dateFrom}`),
  ],
);

export const collectionMedia = pgTable(
  'collection_media',
  {
    collectionId: requiredReference('collection_id', () => photoMovieCollections.id, 'cascade'),
    mediaId: requiredReference('media_id', () => media.id, 'cascade'),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'collection_media_pk', columns: [t.collectionId, t.mediaId] }),
    index('collection_media_media_idx').on(t.mediaId),
  ],
);

export const collectionViews = pgTable(
  'collection_views',
  {
    collectionId: requiredReference('collection_id', () => photoMovieCollections.id, 'cascade'),
    guardianId: requiredReference('guardian_id', () => guardians.id, 'cascade'),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'collection_views_pk', columns: [t.collectionId, t.guardianId] }),
    index('collection_views_guardian_idx').on(t.guardianId),
  ],
);

export type PhotoMovieCollection = typeof photoMovieCollections.$inferSelect;
export type NewPhotoMovieCollection = typeof photoMovieCollections.$inferInsert;
export type CollectionMedia = typeof collectionMedia.$inferSelect;
export type NewCollectionMedia = typeof collectionMedia.$inferInsert;
export type CollectionView = typeof collectionViews.$inferSelect;
