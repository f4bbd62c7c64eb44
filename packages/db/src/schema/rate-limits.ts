// Counters of the abuse limits (sign-in, codes, recovery, contact). They live here rather than in
// a process's memory because every server process behind the load balancer must see the same count.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** One fixed window per key; a hit after window_ends_at starts a new window at 1. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** A keyed hash of the policy and what is counted (an address or a client network), never the address itself. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  // Expired windows are deleted in bulk by this column.
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);

export type RateLimit = typeof rateLimits.$inferSelect;
