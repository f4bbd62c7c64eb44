import type { Database, Transaction } from '@hibi/db';

/**
 * A transaction that does `work` and then stays open until released: what a request stuck inside
 * one looks like to everyone else. Resolves once `work` is done.
 */
export async function holdTransaction(db: Database, work: (tx: Transaction) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let opened = () => {};
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const done = db.transaction(async (tx) => {
    await work(tx);
    opened();
    await released;
  });
  await Promise.race([open, done]);
  return {
    /** Ends the transaction and waits for it. */
    async end() {
      release();
      await done;
    },
  };
}
