// A private, migrated database per test file: a fresh PostgreSQL database under TEST_DATABASE_URL,
// otherwise an in-memory PGlite. With a migrated template (once per test run), each database is a
// copy of it instead of a migration of its own: PostgreSQL's CREATE DATABASE … TEMPLATE, or PGlite
// loaded from a dump of one (which also skips its initdb, a second of CPU per file).
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import type { DatabaseHandle, DatabaseWaits } from './types.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of the created database; undefined for PGlite. */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. Safe to call twice. */
  drop(): Promise<void>;
}

/** Names the migrated template to copy (set by the test run's global setup). */
export const TEMPLATE_VARIABLE = 'HIBI_TEST_TEMPLATE_DATABASE';
/** The file of a migrated PGlite's dump to start from (set by the test run's global setup). */
export const PGLITE_TEMPLATE_VARIABLE = 'HIBI_TEST_PGLITE_TEMPLATE';

type TestDatabaseOptions = {
  /** Shorter bounds, for tests of a database kept busy. */
  waits?: Partial<DatabaseWaits>;
  adminUrl?: string | undefined;
  /** The migrated database to copy; '' migrates this one itself. */
  template?: string | undefined;
  /** Migrates with this folder's migrations instead, from empty (tests of a migration's backfill). */
  migrations?: string;
};

export async function createTestDatabase({
  waits,
  adminUrl = process.env.TEST_DATABASE_URL,
  template = process.env[TEMPLATE_VARIABLE],
  migrations,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (migrations !== undefined) template = '';
  if (!adminUrl) {
    const dump = migrations === undefined ? process.env[PGLITE_TEMPLATE_VARIABLE] : undefined;
    const pgliteTemplate = dump ? new Blob([await readFile(dump)]) : undefined;
    const handle = await openDatabase({ waits, pgliteTemplate });
    // Nothing to do when the template is current; its migrations otherwise.
    await migrateDatabase(handle, migrations);
    return { handle, drop: () => handle.close() };
  }

  // Only [a-z0-9_] so the name needs no quoting rules beyond the double quotes.
  const name = `hibi_t_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ url, waits });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await handle.close();
    await dropDatabase(adminUrl, name);
  };
  try {
    if (!template) await migrateDatabase(handle, migrations);
  } catch (error) {
    await drop();
    throw error;
  }
  return { handle, url, drop };
}

/** A migrated database for createTestDatabase to copy; closed, since a template takes no sessions. */
export async function migrateTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const { handle, url, drop } = await createTestDatabase({ adminUrl, template: '' });
  await handle.close();
  const name = new URL(url ?? '').pathname.slice(1);
  return { name, drop };
}

/** A migrated PGlite dumped to a file, for createTestDatabase to load. */
export async function migratePgliteTemplate(): Promise<{ file: string; drop(): Promise<void> }> {
  const handle = await openDatabase({});
  if (handle.dialect !== 'pglite') throw new Error('not PGlite');
  await migrateDatabase(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `hibi-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, drop: () => rm(file, { force: true }) };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const dropDatabase = (adminUrl: string, name: string) =>
  runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
