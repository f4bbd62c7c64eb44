// @hibi/db: schema, client and migrations. Server-only.

export type { SQL } from 'drizzle-orm';
// Query builders come from here, so the server uses the same drizzle-orm copy as the schema.
export {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
export { defaultWaits, openDatabase } from './client.ts';
export { isConnectionError, retryWhileUnreachable } from './connection-errors.ts';
export { DatabaseBusyError, isDatabaseBusy, OuterHandleInTransactionError } from './database-errors.ts';
export { normalizeEmail } from './email.ts';
export { migrateDatabase, migrationsFolder } from './migrate.ts';
export type { ConnectionHolder } from './pglite-guard.ts';
export * from './schema/index.ts';
export type {
  Database,
  DatabaseHandle,
  DatabaseWaits,
  DbQueryResultHKT,
  Executor,
  OpenDatabaseOptions,
  Schema,
  Transaction,
} from './types.ts';
