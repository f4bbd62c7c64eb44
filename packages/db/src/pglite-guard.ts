// PGlite has one connection: a transaction holds it until it ends. A query on the outer handle
// from inside that transaction's own work waits for the transaction that waits for it, for ever.
// This guard refuses such a query at once, and bounds every other wait for the connection.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { E_TIMEOUT, Mutex, withTimeout } from 'async-mutex';
import { DatabaseBusyError, OuterHandleInTransactionError } from './database-errors.ts';

/** What holds the connection now, for the health check and the messages that name it. */
export type ConnectionHolder = { what: string; heldForMs: number };

type OpenTransaction = { origin: string; closed: boolean };

/** The first line of a statement, short enough for a log line. */
const statementOf = (text: string) => `query ${JSON.stringify(text.trim().split('\n')[0]?.slice(0, 80))}`;

/** The caller's place in the code: the first stack frame in a file of ours (not this one, no library). */
function callerOf(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').slice(1);
  const ours = (line: string) =>
    /\/[^/]+\.[cm]?[jt]sx?:\d+:\d+/.test(line) &&
    !line.includes('node_modules') &&
    !line.includes('/pglite-guard.ts:');
  return frames.find(ours)?.trim().replace(/^at /, '') ?? 'unknown';
}

/**
 * Patches the instance's query, exec and transaction (Drizzle and pg-boss call only these) so that
 * they take the connection through one FIFO lock that waits at most `lockWaitMs`.
 */
export function guardPglite(pglite: PGlite, lockWaitMs: number) {
  const inside = new AsyncLocalStorage<OpenTransaction>();
  const lock = withTimeout(new Mutex(), lockWaitMs);
  let holder: { what: string; since: number } | null = null;

  async function exclusive<T>(what: string, run: () => Promise<T>): Promise<T> {
    const open = inside.getStore();
    if (open && !open.closed) throw new OuterHandleInTransactionError(what, open.origin);
    let release: () => void;
    try {
      release = await lock.acquire();
    } catch (error) {
      if (error !== E_TIMEOUT) throw error;
      throw new DatabaseBusyError(
        what,
        holder ? `${holder.what}, held ${Date.now() - holder.since} ms` : null,
      );
    }
    holder = { what, since: Date.now() };
    try {
      return await run();
    } finally {
      holder = null;
      release();
    }
  }

  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) =>
    exclusive(statementOf(text), () => query(text, ...(rest as [])))) as PGlite['query'];
  pglite.exec = ((text: string, ...rest: unknown[]) =>
    exclusive(statementOf(text), () => exec(text, ...(rest as [])))) as PGlite['exec'];
  pglite.transaction = (<T>(callback: Parameters<PGlite['transaction']>[0]) => {
    const origin = callerOf(new Error().stack);
    return exclusive(`the transaction opened at ${origin}`, () =>
      transaction(async (tx) => {
        const open: OpenTransaction = { origin, closed: false };
        try {
          return (await inside.run(open, () => callback(tx))) as T;
        } finally {
          open.closed = true;
        }
      }),
    );
  }) as PGlite['transaction'];

  return {
    holder(): ConnectionHolder | null {
      return holder ? { what: holder.what, heldForMs: Date.now() - holder.since } : null;
    },
  };
}
