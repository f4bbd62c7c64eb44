// @hibi/db: schema, client and migrations. Server-only.
export { openDatabase } from './client.ts';
export { normalizeEmail } from './email.ts';
export { migrateDatabase, migrationsFolder } from './migrate.ts';
export * from './schema/index.ts';
export type {
  Database,
  DatabaseHandle,
  DbQueryResultHKT,
  Executor,
  OpenDatabaseOptions,
  Schema,
  Transaction,
} from './types.ts';
