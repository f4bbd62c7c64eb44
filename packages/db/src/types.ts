// One Database type for both drivers, so callers never care whether PGlite or PostgreSQL is below.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { ConnectionHolder } from './pglite-guard.ts';
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
  /** What keeps the connection (PGlite's one, or all of the pool's) from other work now, if anything. */
  holder(): ConnectionHolder | null;
  close(): Promise<void>;
}

/** The raw client is exposed for the few things Drizzle does not cover (job queue, bulk COPY). */
export type DatabaseHandle =
  | (HandleBase & { dialect: 'pglite'; client: PGlite })
  | (HandleBase & { dialect: 'postgres'; client: Pool });

/** How long a query may wait (docs/decisions/0034); PostgreSQL's settings of the same names. */
export type DatabaseWaits = {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  /** PGlite: how long a query or transaction waits for the one connection before a 503. */
  pgliteConnectionMs: number;
};

export interface OpenDatabaseOptions {
  /** PGlite: start from this dump of a migrated database (a test run's template) instead of initdb. */
  pgliteTemplate?: Blob | undefined;
  waits?: Partial<DatabaseWaits> | undefined;
  /** postgres://… ; when set, PostgreSQL is used and dataDir is ignored. */
  url?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`; in memory when undefined. */
  dataDir?: string | undefined;
}
