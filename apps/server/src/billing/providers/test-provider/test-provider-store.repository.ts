import { and, type Executor, eq, sql, testProviderObjects } from '@hibi/db';

/** The test provider's object kinds, as Stripe names its own. */
export type TestObjectKind =
  | 'customer'
  | 'setup_intent'
  | 'payment_intent'
  | 'payment_method'
  | 'subscription'
  | 'invoice'
  | 'idempotency';

/** The one place that reads and writes the built-in test provider's records. */
export function testProviderStore(db: Executor) {
  return {
    async get<T>(kind: TestObjectKind, id: string): Promise<T | null> {
      const [row] = await db
        .select({ data: testProviderObjects.data })
        .from(testProviderObjects)
        .where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.kind, kind)));
      return (row?.data as T | undefined) ?? null;
    },

    async put<T extends { id: string }>(kind: TestObjectKind, object: T): Promise<T> {
      await db
        .insert(testProviderObjects)
        .values({ id: object.id, kind, data: object })
        .onConflictDoUpdate({
          target: testProviderObjects.id,
          set: { data: object, updatedAt: sql`now()` },
        });
      return object;
    },

    /** Objects of a kind whose data contains every given field (jsonb @>). */
    async list<T>(kind: TestObjectKind, match: Record<string, unknown>): Promise<T[]> {
      const rows = await db
        .select({ data: testProviderObjects.data })
        .from(testProviderObjects)
        .where(
          and(
            eq(testProviderObjects.kind, kind),
            sql`${testProviderObjects.data} @> ${JSON.stringify(match)}::jsonb`,
          ),
        )
        .orderBy(testProviderObjects.createdAt);
      return rows.map((row) => row.data as T);
    },

    /**
     * Runs `create` once per idempotency key: a retry with the same key answers the first result,
     * as Stripe does, so a repeated request never makes a second customer or charge.
     */
    async once<T extends { id: string }>(
      key: string,
      kind: TestObjectKind,
      create: () => Promise<T>,
    ): Promise<T> {
      const seen = await this.get<{ id: string; objectId: string }>('idempotency', `idem:${key}`);
      if (seen) {
        const earlier = await this.get<T>(kind, seen.objectId);
        if (earlier) return earlier;
      }
      const created = await create();
      await this.put('idempotency', { id: `idem:${key}`, objectId: created.id });
      return created;
    },
  };
}

export type TestProviderStore = ReturnType<typeof testProviderStore>;
