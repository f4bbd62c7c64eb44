import { and, type Executor, eq, lt, rateLimits, sql } from '@hibi/db';

export type RateLimitHit = { key: string; hits: number; windowEndsAt: Date };

/** The rate_limits table: fixed-window counters shared by every server process. */
export function rateLimitRepository(db: Executor) {
  return {
    /**
     * Counts one hit in one statement, so concurrent requests on any process each get their own
     * number: a new window starts at 1 when the key is new or its window has passed.
     */
    async hit(key: string, windowMs: number, now: Date): Promise<RateLimitHit> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const expired = sql`${rateLimits.windowEndsAt} <= ${at}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning();
      if (!row) throw new Error('rate limit upsert returned nothing');
      return row;
    },

    /** Takes a hit back (a request that turned out not to count), within the same window only. */
    async refund(hit: RateLimitHit) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, hit.key), eq(rateLimits.windowEndsAt, hit.windowEndsAt)));
    },

    /** Deletes windows that are over; their keys start afresh anyway. */
    async purgeExpired(now: Date) {
      await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
    },

    async find(key: string) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return row;
    },
  };
}
