import type { Executor } from '@hibi/db';
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

/** The demo's rows, written as given: the seed holds the content, this file the statements. */
export function demoRowsRepository(db: Executor) {
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
  };
}
