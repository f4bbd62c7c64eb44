// PGlite's one connection, guarded (pglite-guard.ts): always on PGlite, whatever TEST_DATABASE_URL says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdTransaction } from '#tests/support/held-transaction.ts';
import { openDatabase } from './client.ts';
import { DatabaseBusyError, isDatabaseBusy, OuterHandleInTransactionError } from './database-errors.ts';
import type { DatabaseHandle } from './types.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ waits: { pgliteConnectionMs: 300 } });
});
afterAll(() => database?.close());

/** Drizzle wraps the driver's error (once per layer): the guard's is the innermost cause. */
function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause) current = current.cause;
  return current;
}

const holdOpen = () => holdTransaction(database.db, (tx) => tx.execute('select 1'));

describe('the outer handle inside a transaction', () => {
  it('fails at once, naming the query and where the transaction was opened', async () => {
    const attempt = database.db.transaction(async () => {
      await database.db.execute('select 42 as misuse');
    });
    const error = await attempt.catch(rootCause);
    expect(error).toBeInstanceOf(OuterHandleInTransactionError);
    expect(String(error)).toMatch(
      /query "select 42 as misuse".*transaction opened at .*pglite-guard\.int\.test\.ts/,
    );
  });

  it('refuses a second transaction on the outer handle inside the first', async () => {
    const attempt = database.db.transaction(async () => {
      await database.db.transaction(async (tx) => tx.execute('select 1'));
    });
    expect(await attempt.catch(rootCause)).toBeInstanceOf(OuterHandleInTransactionError);
  });

  it('lets work started inside a transaction query the outer handle once it has ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => database.db.execute('select 1'));
    });
    await expect(later).resolves.toBeDefined();
  });
});

describe('waiting for the connection', () => {
  it('lets another caller wait for a transaction, then run', async () => {
    const held = await holdOpen();
    const waiting = database.db.execute('select 2 as after');
    setTimeout(() => void held.end(), 50);
    expect((await waiting).rows).toEqual([{ after: 2 }]);
    await held.end();
  });

  it('gives up after the bound, naming what holds the connection', async () => {
    const held = await holdOpen();
    try {
      // Named by where it was opened: the helper that holds it here.
      expect(database.holder()?.what).toMatch(/transaction opened at .*held-transaction\.ts/);
      const error = await database.db.execute('select 3').catch((caught: Error) => caught);
      expect(isDatabaseBusy(error)).toBe(true);
      const busy = rootCause(error);
      expect(busy).toBeInstanceOf(DatabaseBusyError);
      expect(String(busy)).toMatch(/query "select 3" waited .* held by the transaction opened at/);
    } finally {
      await held.end();
    }
    expect(database.holder()).toBeNull();
    expect((await database.db.execute('select 4 as again')).rows).toEqual([{ again: 4 }]);
  });
});
