// Telling "the database is away" (a restart, a failover, a full pool) from a query's own error.

/** PostgreSQL's connection classes (08…, 57P0…, 53300) and the socket errors of a server going away. */
const connectionCodes = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
// node-postgres reports these without a code.
const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when the error, or one it wraps (Drizzle wraps the driver's), says the database is unreachable. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && connectionCodes.has(code)) return true;
    if (typeof message === 'string' && connectionMessages.test(message)) return true;
    current = cause;
  }
  return false;
}

const delaysMs = [200, 500, 1000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while the database is away, for about 1.7 s in all: long enough to ride
 * out a restart or a failover, short enough for a person waiting on the answer. Only for work
 * that is safe to repeat (reads, idempotent writes).
 */
export async function retryWhileUnreachable<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      await sleep(delay);
    }
  }
  return attempt();
}

/** True for a statement that only reads, so that running it twice changes nothing. */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*select\b/i.test(text);
}
