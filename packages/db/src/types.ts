// One Database type for both drivers, so callers never care whether PGlite or PostgreSQL is below.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * Result of `db.execute(sql...)`: both drivers answer an object with `rows` (node-postgres'
 * QueryResult and PGlite's Results); only that common part is promised.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

export interface RowsResult<Row> {
  rows: Row[];
}

export type Database = PgDatabase<DbQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What repositories should accept, so they work inside and outside a transaction. */
export type Executor = Database | Transaction;

interface HandleBase {
  db: Database;
  /** `select 1` within ~2 s; false (never an exception) when the database cannot answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The raw client is exposed for the few things Drizzle does not cover (job queue, bulk COPY). */
export type DatabaseHandle =
  | (HandleBase & { dialect: 'pglite'; client: PGlite })
  | (HandleBase & { dialect: 'postgres'; client: Pool });

export interface OpenDatabaseOptions {
  /** postgres://… ; when set, PostgreSQL is used and dataDir is ignored. */
  url?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`; in memory when undefined. */
  dataDir?: string | undefined;
}
