import type { DatabaseHealth } from '@hibi/contract';
import type { DatabaseHandle } from '@hibi/db';

type Log = { warn(details: object, message: string): void };

/** Longer than any request's own work: a connection held this long is what is stuck. */
const stuckAfterMs = 5_000;

/**
 * Which part of the database fails, for the health checks (docs/decisions/0034): 'unreachable'
 * when it does not answer, 'stuck' when it is there but its connection (PGlite's one, or every
 * one of the pool's) is held; the log names what holds it.
 */
export async function checkDatabaseHealth(
  database: Pick<DatabaseHandle, 'ping' | 'holder'>,
  log: Log,
): Promise<DatabaseHealth> {
  const before = database.holder();
  const answered = before && before.heldForMs > stuckAfterMs ? false : await database.ping();
  if (answered) return 'ok';
  const holder = database.holder();
  if (!holder) return 'unreachable';
  log.warn({ holder }, `database stuck: the connection is held by ${holder.what} for ${holder.heldForMs} ms`);
  return 'stuck';
}
