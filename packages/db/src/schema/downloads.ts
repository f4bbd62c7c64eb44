// Which guardian downloaded which media of their child, and when.
import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { createdAt } from './columns.ts';
import { guardians } from './guardians.ts';
import { media } from './media.ts';

export const downloadHistory = pgTable(
  'download_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_history_child_created_idx').on(t.childId, t.createdAt),
    index('download_history_media_idx').on(t.mediaId),
    index('download_history_guardian_idx').on(t.guardianId),
  ],
);

export type DownloadHistory = typeof downloadHistory.$inferSelect;
export type NewDownloadHistory = typeof downloadHistory.$inferInsert;
