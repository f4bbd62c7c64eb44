import { desc, type Executor, eq, inquiries, isNotNull, isNull } from '@hibi/db';

/** The contact and request forms as operators read them. */
export function adminInboxRepository(db: Executor) {
  return {
    /** Newest first; `handled` undefined lists both. */
    async list(handled: boolean | undefined) {
      const filter =
        handled === undefined
          ? undefined
          : handled
            ? isNotNull(inquiries.handledAt)
            : isNull(inquiries.handledAt);
      return db.select().from(inquiries).where(filter).orderBy(desc(inquiries.createdAt)).limit(500);
    },
    /** False when no such inquiry. */
    async setHandledAt(id: string, handledAt: Date | null): Promise<boolean> {
      const updated = await db
        .update(inquiries)
        .set({ handledAt })
        .where(eq(inquiries.id, id))
        .returning({ id: inquiries.id });
      return updated.length === 1;
    },
  };
}
