import type { Transaction } from '@hibi/db';

type Rows = { rows: unknown[] };
type Queryable = { query(text: string, values?: unknown[]): Promise<Rows> };

/**
 * pg-boss's executor (`{ executeSql(text, values) }`) running on a Drizzle transaction's own
 * connection, so a job sent through it commits or rolls back with the transaction's writes.
 *
 * Drizzle keeps that connection as its session's client on both drivers: node-postgres' PoolClient
 * and PGlite's Transaction, each with `query(text, values)` answering `{ rows }`. Drizzle's public
 * `tx.execute` takes only its own `sql` templates, not pg-boss's `$1` text, hence this one reach
 * inside; transaction-executor.int.test.ts proves it on both databases.
 */
export function transactionExecutor(tx: Transaction) {
  const client = (tx as unknown as { session?: { client?: Partial<Queryable> } }).session?.client;
  if (typeof client?.query !== 'function') {
    throw new Error('transactionExecutor: this Drizzle transaction exposes no query(text, values)');
  }
  const queryable = client as Queryable;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const { rows } = await queryable.query(text, values);
      return { rows };
    },
  };
}
