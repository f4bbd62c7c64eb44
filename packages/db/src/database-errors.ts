// Errors of a database that is there but cannot serve this query now, as opposed to one that is away
// (connection-errors.ts). Both answer 503: the request may be tried again in a moment.

/** A programming error caught before it hangs PGlite: see pglite-guard.ts. */
export class OuterHandleInTransactionError extends Error {
  override name = 'OuterHandleInTransactionError';
  constructor(what: string, transactionOrigin: string) {
    super(
      `${what} arrived on the outer database handle inside the transaction opened at ${transactionOrigin}. ` +
        'PGlite has one connection, so it would wait for that transaction for ever: inside a ' +
        'transaction use only its handle (tx), and call outside services after it ends.',
    );
  }
}

/** The connection stayed taken longer than the bound: `holder` says by what, when known. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly holder: string | null;
  constructor(what: string, holder: string | null) {
    super(`${what} waited too long for the database connection${holder ? `, held by ${holder}` : ''}`);
    this.holder = holder;
  }
}

/**
 * PostgreSQL's bounded waits: lock_timeout (55P03), statement_timeout (57014) and
 * idle_in_transaction_session_timeout (25P03), and PGlite's bounded wait for its connection.
 */
const busyCodes = new Set(['55P03', '57014', '25P03']);

/** True when the error, or one it wraps (Drizzle wraps the driver's), is a wait that ran out. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseBusyError) return true;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && busyCodes.has(code)) return true;
    current = cause;
  }
  return false;
}
