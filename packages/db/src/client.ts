// Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isReadOnlyStatement, retryWhileUnreachable } from './connection-errors.ts';
import { guardPglite } from './pglite-guard.ts';
import { pgliteWasm } from './pglite-wasm.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle, DatabaseWaits, OpenDatabaseOptions } from './types.ts';

/** A health check must answer quickly even when PostgreSQL is unreachable. */
const PING_TIMEOUT_MS = 2000;
/** Waiting longer than this for a connection means the database is effectively down. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Nothing waits for ever (docs/decisions/0034): a request answers 503 rather than hang, and a
 * transaction left open cannot hold its rows, or PGlite's one connection, for long.
 */
export const defaultWaits: DatabaseWaits = {
  statementMs: 30_000,
  lockMs: 10_000,
  idleInTransactionMs: 60_000,
  pgliteConnectionMs: 15_000,
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const waits = { ...defaultWaits, ...options.waits };
  return options.url
    ? openPostgres(options.url, waits)
    : openPglite(options.dataDir, waits, options.pgliteTemplate);
}

function openPostgres(url: string, waits: DatabaseWaits): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: waits.statementMs,
    lock_timeout: waits.lockMs,
    idle_in_transaction_session_timeout: waits.idleInTransactionMs,
  });
  // An idle client whose server went away emits 'error'; unhandled it would crash the process.
  // The next query reports the failure to its caller, so nothing is lost by ignoring it here.
  pool.on('error', () => {});
  // A connection in use can be ended too (a transaction left idle past its bound): its client
  // emits 'error', which would crash the process unheard; its next query fails instead.
  pool.on('connect', (client) => client.on('error', () => {}));
  retryReadsOf(pool);
  // Both drivers build a PgDatabase; Database only promises what both results share (see types.ts).
  const db: Database = drizzlePostgres({ client: pool, schema });
  let closed = false;
  return {
    dialect: 'postgres',
    db,
    client: pool,
    ping: () => withTimeout(pool.query('select 1'), PING_TIMEOUT_MS),
    // Every connection taken and requests queued for one: the pool is where it is stuck.
    holder: () =>
      pool.waitingCount > 0 && pool.idleCount === 0
        ? { what: `all ${pool.totalCount} connections, ${pool.waitingCount} waiting`, heldForMs: 0 }
        : null,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Reads outside a transaction (Drizzle runs them through pool.query) are run again over a dropped
 * connection, so a database restart costs a reader a moment, not an error. Writes are not: the
 * first try may have committed.
 */
function retryReadsOf(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    const callback = typeof args.at(-1) === 'function';
    if (callback || !isReadOnlyStatement(text)) return query(...args);
    return retryWhileUnreachable(() => query(...args));
  };
  pool.query = retrying as typeof pool.query;
}

async function openPglite(
  dataDir: string | undefined,
  waits: DatabaseWaits,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir !== undefined) {
    location = path.join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const pglite = await PGlite.create({ dataDir: location, loadDataDir: template, ...(await pgliteWasm()) });
  const guard = guardPglite(pglite, waits.pgliteConnectionMs);
  const db: Database = drizzlePglite({ client: pglite, schema });
  return {
    dialect: 'pglite',
    db,
    client: pglite,
    // A closed PGlite would leave the query pending until the timeout, so answer at once.
    ping: async () => !pglite.closed && withTimeout(pglite.query('select 1'), PING_TIMEOUT_MS),
    holder: guard.holder,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** true when the query answers in time; false on failure or timeout, never throws. */
async function withTimeout(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const answered = query.then(
    () => true,
    () => false,
  );
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
