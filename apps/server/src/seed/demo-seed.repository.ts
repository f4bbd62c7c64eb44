import { and, type Executor, eq, isNull } from '@hibi/db';
import {
  children,
  classes,
  collectionMedia,
  deliveries,
  facilities,
  guardians,
  media,
  photoMovieCollections,
  staffAccounts,
} from '@hibi/db/schema';

type Row<Table extends { $inferInsert: object }> = Table['$inferInsert'];

/**
 * The demo seed's statements: its rows written as given (the seed holds the content), and what it
 * reads to finish what an earlier start left half done.
 */
export function demoSeedRepository(db: Executor) {
  /** Inserts the rows and answers them as stored, in order; fails when the database answers fewer. */
  const insertAll = async <T>(what: string, inserted: Promise<T[]>, count: number) => {
    const rows = await inserted;
    if (rows.length !== count) throw new Error(`${what} insert returned ${rows.length} of ${count} rows`);
    return rows;
  };
  return {
    async facility(row: Row<typeof facilities>) {
      const [stored] = await insertAll('facility', db.insert(facilities).values(row).returning(), 1);
      return stored as typeof facilities.$inferSelect;
    },
    classes: (rows: Row<typeof classes>[]) =>
      insertAll('class', db.insert(classes).values(rows).returning(), rows.length),
    guardians: (rows: Row<typeof guardians>[]) =>
      insertAll('guardian', db.insert(guardians).values(rows).returning(), rows.length),
    children: (rows: Row<typeof children>[]) =>
      insertAll('child', db.insert(children).values(rows).returning(), rows.length),
    async staffAccount(row: Row<typeof staffAccounts>) {
      await db.insert(staffAccounts).values(row);
    },
    async media(rows: Row<typeof media>[]) {
      await db.insert(media).values(rows);
    },
    async deliveries(rows: Row<typeof deliveries>[]) {
      await db.insert(deliveries).values(rows);
    },
    /** A photo movie and its photos in order. */
    async photoMovie(row: Row<typeof photoMovieCollections>, mediaIds: string[]) {
      const [collection] = await insertAll(
        'photo movie',
        db.insert(photoMovieCollections).values(row).returning(),
        1,
      );
      if (!collection || mediaIds.length === 0) return;
      await db
        .insert(collectionMedia)
        .values(mediaIds.map((mediaId, position) => ({ collectionId: collection.id, mediaId, position })));
    },
    /** Seeded photos and videos whose ingest has not finished. */
    async mediaStillProcessing(): Promise<string[]> {
      const rows = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.seeded, true), eq(media.status, 'processing')));
      return rows.map((row) => row.id);
    },
    /** Published photo movies with no video rendered yet. */
    async moviesWithoutVideo(): Promise<string[]> {
      const rows = await db
        .select({ id: photoMovieCollections.id })
        .from(photoMovieCollections)
        .where(and(eq(photoMovieCollections.isPublished, true), isNull(photoMovieCollections.videoKey)));
      return rows.map((row) => row.id);
    },
  };
}
