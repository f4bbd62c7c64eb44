import { type Executor, eq, sentMails } from '@hibi/db';

/** Which queued messages the transport has accepted, by message key. */
export function sentMailRepository(db: Executor) {
  return {
    async wasSent(key: string): Promise<boolean> {
      return (await db.$count(sentMails, eq(sentMails.key, key))) > 0;
    },
    async record(row: { key: string; messageId: string; sentAt: Date }) {
      await db.insert(sentMails).values(row).onConflictDoNothing();
    },
  };
}
