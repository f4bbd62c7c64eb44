// Loading a million rows is far faster into bare tables: the bench drops the secondary indexes and
// unique constraints of the loaded tables, skips foreign-key triggers, and rebuilds all after.
import type pg from 'pg';

export async function withoutIndexes(client: pg.PoolClient, tables: string[], load: () => Promise<void>) {
  const { rows: constraints } = await client.query<{ name: string; table: string; definition: string }>(
    `select conname as name, conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
     from pg_constraint where conrelid::regclass::text = any($1) and contype = 'u'`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = any($1) and indexname not in (select conname from pg_constraint)`,
    [tables],
  );
  for (const { name, table } of constraints)
    await client.query(`alter table ${table} drop constraint ${name}`);
  for (const { name } of indexes) await client.query(`drop index ${name}`);
  // The rows are made consistent by construction; 'replica' skips the per-row foreign-key checks.
  await client.query(`set session_replication_role = replica`);
  try {
    await load();
  } finally {
    await client.query(`set session_replication_role = default`);
  }
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const { definition } of indexes) await client.query(definition);
  for (const { name, table, definition } of constraints) {
    await client.query(`alter table ${table} add constraint ${name} ${definition}`);
  }
}
